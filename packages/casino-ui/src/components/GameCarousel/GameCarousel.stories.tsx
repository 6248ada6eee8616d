import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt, sampleGames } from '../GameCard/GameCard.stories';
import { GameCarousel } from './GameCarousel';

// Twenty made-up games: more than one carousel shows, so the limit of docs/product.md#dialogs-and-widgets is visible.
const manyGames = Array.from({ length: 20 }, (_, index) => {
  const base = sampleGames[index % sampleGames.length];
  if (!base) throw new Error('sample games are missing');
  const round = Math.floor(index / sampleGames.length);
  return round === 0
    ? base
    : {
        ...base,
        id: index + 1,
        name: `${base.name} II`,
        href: `${base.href}-2`,
        imageSrc: sampleArt(`${base.name} II`, (index * 71) % 360),
      };
});

const meta = {
  title: 'Games/GameCarousel',
  component: GameCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: {
    games: { control: false },
    renderFavorite: { control: false },
    onPrefetch: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    maxItems: { control: { type: 'range', min: 1, max: 20 } },
    eagerCount: { control: { type: 'range', min: 0, max: 6 } },
  },
  args: {
    games: manyGames,
    title: 'Popular Games',
    seeAllHref: '/categories/popular',
    seeAllLabel: 'See All',
    maxItems: 16,
    previousLabel: 'Previous games',
    nextLabel: 'Next games',
    isLoading: false,
    eagerCount: 0,
  },
} satisfies Meta<typeof GameCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas: 3 cards under 640 px, 4 from 640 px, 5 from 768 px, as many as fit from 1024 px. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next games' });
    const previous = canvas.getByRole('button', { name: 'Previous games' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
    // The buttons come alive once embla has measured the row.
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
  },
};

/** A phone, 390 px wide: three cards in view, swipe or use the buttons. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A 1440 px desktop: fixed-width cards, as many as the row holds. */
export const Desktop: Story = { globals: { viewport: { value: 'desktopWide' } } };

/** The first carousel on the page loads its visible artwork eagerly, with a high fetch priority. */
export const AboveTheFold: Story = { args: { eagerCount: 5 } };

/** A few games: the buttons stay disabled when everything fits. */
export const FewGames: Story = { args: { games: manyGames.slice(0, 2), title: 'New Releases' } };

/** No visible heading: the region is named by `aria-label`. */
export const WithoutHeading: Story = { args: { title: undefined, 'aria-label': 'Casual Games' } };

/** While games load: placeholder cards in the same row and one "Loading games" status. */
export const Loading: Story = { args: { isLoading: true } };

/** Loaded, few games, loading and without a heading, in a phone-wide box and full width, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <GameCarousel {...args} eagerCount={5} />
      <GameCarousel {...args} games={manyGames.slice(0, 2)} title="New Releases" />
      <GameCarousel {...args} title="Slots" isLoading />
      <GameCarousel {...args} title={undefined} aria-label="Casual Games" />
      <div style={{ width: 390, outline: '1px dashed gray' }}>
        <GameCarousel {...args} title="Popular Games in a narrow column" />
      </div>
      <div style={{ width: 390, outline: '1px dashed gray' }}>
        <GameCarousel {...args} title="Loading in a narrow column" isLoading />
      </div>
    </div>
  ),
};
