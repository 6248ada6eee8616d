import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleGames } from '../GameCard/GameCard.stories';
import { SearchPopover, type SearchPopoverResult } from './SearchPopover';

// Made-up sample data for stories only: the GameCard stories' games, as the popover's results.
const sampleResults: SearchPopoverResult[] = sampleGames.map(({ id, name, provider, href, imageSrc }) => ({
  id,
  name,
  provider,
  href,
  imageSrc,
}));

const search = (term: string) => {
  const needle = term.trim().toLowerCase();
  return sampleResults.filter(
    (game) => game.name.toLowerCase().includes(needle) || game.provider?.toLowerCase().includes(needle),
  );
};

type DemoProps = Omit<ComponentProps<typeof SearchPopover>, 'term' | 'onTermChange' | 'results'> & {
  initialTerm?: string;
  /** Results to show whatever the term; by default the sample games are filtered by the term. */
  fixedResults?: SearchPopoverResult[];
};

/** Holds the term as the app does; the app would debounce it (docs/product.md#debounces, 300 ms) and ask the API. */
function Demo({ initialTerm = '', fixedResults, ...props }: DemoProps) {
  const [term, setTerm] = useState(initialTerm);
  return <SearchPopover {...props} term={term} onTermChange={setTerm} results={fixedResults ?? search(term)} />;
}

const meta = {
  title: 'Search/SearchPopover',
  component: Demo,
  tags: ['autodocs'],
  argTypes: {
    direction: { control: 'inline-radio', options: ['auto', 'down', 'up'] },
    minChars: { control: { type: 'number', min: 1, max: 5 } },
    maxResults: { control: { type: 'number', min: 1, max: 12 } },
    fixedResults: { control: false },
    formatResultCount: { control: false },
  },
  args: {
    initialTerm: '',
    isSearching: false,
    minChars: 2,
    maxResults: 10,
    placeholder: 'Search Games',
    label: 'Search Games',
    searchingText: 'Searching...',
    noResultsText: 'No games found',
    direction: 'auto',
    onSelect: fn(),
  },
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 560 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "ro", "velvet" or "dragon". Arrow keys move, Enter chooses, Escape closes and then clears. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search Games' });
    await userEvent.type(input, 'ro');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox', { name: 'Search Games' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-activedescendant');
  },
};

/** Results for the term, at most 10 (docs/product.md#dialogs-and-widgets), each with artwork, name and provider. */
export const WithResults: Story = { args: { initialTerm: 'ro', defaultOpen: true } };

/** While the app's search runs. */
export const Searching: Story = { args: { initialTerm: 'dragon', isSearching: true, defaultOpen: true } };

/** Nothing matched a long enough term. */
export const NoResults: Story = { args: { initialTerm: 'zzz', defaultOpen: true } };

/** Under 2 trimmed characters nothing opens (docs/product.md#lobby-and-search); focus the field to check. */
export const TermTooShort: Story = { args: { initialTerm: 'd' } };

/**
 * Near the bottom of a short frame: under 200 px free below and more above, so the list opens upward (docs/product.md#dialogs-and-widgets).
 * Resize the frame or scroll to see it re-measure.
 */
export const OpensUpward: Story = {
  args: { initialTerm: 'ro', defaultOpen: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  decorators: [
    (Story) => (
      <div style={{ height: 'calc(100dvh - 32px)', display: 'flex', alignItems: 'flex-end' }}>
        <div style={{ width: '100%', marginBottom: 24 }}>
          <Story />
        </div>
      </div>
    ),
  ],
};

/** Every state on both sides, open at once, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, layout: 'padded' },
  decorators: [(Story) => <Story />],
  render: (args) => {
    const states = [
      { name: 'results', props: { initialTerm: 'ro' } },
      { name: 'searching', props: { initialTerm: 'ro', isSearching: true } },
      { name: 'no results', props: { initialTerm: 'zzz' } },
    ];
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(280px, 1fr))', gap: 24 }}>
        {(['down', 'up'] as const).flatMap((direction) =>
          states.map((state) => (
            <div
              key={`${direction}-${state.name}`}
              style={{
                height: 480,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: direction === 'down' ? 'flex-start' : 'flex-end',
              }}
            >
              <Demo
                {...args}
                {...state.props}
                direction={direction}
                label={`Search Games (${state.name}, ${direction})`}
                defaultOpen
              />
            </div>
          )),
        )}
      </div>
    );
  },
};
