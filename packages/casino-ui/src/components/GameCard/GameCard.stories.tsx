import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { fn } from 'storybook/test';
import { GameCard, GameCardSkeleton } from './GameCard';

// Made-up sample data for stories only (excluded from the story list by `excludeStories`).

/** Offline artwork for stories: a gradient with the game's initials, sized like real portrait art. */
export function sampleArt(label: string, hue: number): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><text x="150" y="220" font-family="sans-serif" font-size="96" font-weight="700" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Made-up casino games for stories. */
export const sampleGames = [
  ['Pharaoh’s Fortune Deluxe', 'Nebula Spins'],
  ['Starlight Sevens', 'Lucky Orbit'],
  ['Dragon Vault', 'Red Lantern Games'],
  ['Neon Roulette', 'Velvet Live'],
  ['Crash Comet', 'Rocket Reels'],
  ['Blackjack Royale', 'Velvet Live'],
  ['Fruit Fiesta 243', 'Nebula Spins'],
  ['Golden Buffalo Rush', 'Prairie Play'],
  ['Dice Duel', 'Rocket Reels'],
  ['Aztec Sun Megaways', 'Red Lantern Games'],
  ['Baccarat Lounge', 'Velvet Live'],
  ['Viking Thunder', 'Lucky Orbit'],
].map(([name = '', provider = ''], index) => ({
  id: index + 1,
  name,
  provider,
  href: `/games/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`,
  imageSrc: sampleArt(name, (index * 47) % 360),
}));

function FavoriteToggle({ pressed = false }: { pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Add to favourites"
      aria-pressed={pressed}
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        border: 0,
        borderRadius: 999,
        background: 'rgba(0, 0, 0, 0.55)',
        color: pressed ? '#ff5d8f' : 'white',
        cursor: 'pointer',
      }}
    >
      <Heart size={18} fill={pressed ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  excludeStories: /^sample/,
  argTypes: {
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    fetchPriority: { control: 'inline-radio', options: [undefined, 'high', 'low', 'auto'] },
    favoriteSlot: { control: false },
  },
  args: {
    name: 'Pharaoh’s Fortune Deluxe',
    provider: 'Nebula Spins',
    imageSrc: sampleArt('Pharaoh Fortune Deluxe', 40),
    href: '/games/pharaohs-fortune-deluxe',
    imageWidth: 300,
    imageHeight: 400,
    loading: 'lazy',
    onPrefetch: fn(),
  },
  // One card is shown at a typical phone-grid width; the matrix lays out its own grid instead.
  decorators: [
    (Story, { parameters }) =>
      parameters.singleCard === false ? (
        <Story />
      ) : (
        <div style={{ width: 180 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A heart toggle laid over the corner; it is a separate control, not part of the link. */
export const WithFavorite: Story = { args: { favoriteSlot: <FavoriteToggle pressed /> } };

/** First-row cards load eagerly with a high fetch priority (largest contentful paint). */
export const AboveTheFold: Story = { args: { loading: 'eager', fetchPriority: 'high' } };

/** A name too long for the tile is cut with an ellipsis; the full name stays the link's name. */
export const LongName: Story = {
  args: { name: 'Mega Golden Dragon Treasure Hold and Win Ultra', provider: 'Lucky Orbit Interactive Studios' },
};

/** No artwork, or artwork that fails to load: a placeholder in the same box. */
export const MissingImage: Story = { args: { imageSrc: '' } };

/** Landscape artwork keeps its own ratio. */
export const Landscape: Story = { args: { imageWidth: 400, imageHeight: 300 } };

/** The loading shape. */
export const Skeleton: Story = { render: () => <GameCardSkeleton /> };

/** Every state side by side, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { singleCard: false },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 160px)', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <GameCard {...args} />
      <GameCard {...args} favoriteSlot={<FavoriteToggle />} />
      <GameCard {...args} favoriteSlot={<FavoriteToggle pressed />} />
      <GameCard {...args} name="Mega Golden Dragon Treasure Hold and Win Ultra" />
      <GameCard {...args} imageSrc="" />
      <GameCard {...args} imageWidth={400} imageHeight={300} />
      <GameCardSkeleton />
    </>
  ),
};
