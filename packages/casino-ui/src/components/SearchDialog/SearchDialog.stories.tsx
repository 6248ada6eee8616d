import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useSearchShortcut } from '../../hooks/useSearchShortcut';
import { Button } from '../Button';
import { sampleGames } from '../GameCard/GameCard.stories';
import { SearchDialog, type SearchDialogCategory, type SearchDialogProps } from './SearchDialog';

// Made-up sample data for stories only (excluded from the story list by `excludeStories`).

/** Categories as the side menu names them (docs/product.md#dialogs-and-widgets). */
export const sampleCategories: SearchDialogCategory[] = [
  { alias: 'slots', name: 'Slots' },
  { alias: 'blackjack', name: 'Blackjack' },
  { alias: 'roulette', name: 'Roulette' },
  { alias: 'baccarat', name: 'Baccarat' },
  { alias: 'live', name: 'Live Casino' },
  { alias: 'crash', name: 'Crash' },
  { alias: 'dice', name: 'Dice' },
  { alias: 'video-poker', name: 'Video Poker' },
];

/** The providers of the sample games. */
export const sampleProviders = [...new Set(sampleGames.map((game) => game.provider))].sort().map((name) => ({ name }));

/** Two pages' worth of made-up games: the sample set twice, with distinct ids. */
const sampleResults = [...sampleGames, ...sampleGames.map((game) => ({ ...game, id: game.id + 100 }))];

type DemoArgs = Pick<
  SearchDialogProps,
  'isSearching' | 'hasMore' | 'isLoadingMore' | 'totalCount' | 'searchPlaceholder' | 'onLoadMore'
> & {
  /** How many sample games are shown (0 gives the empty state). */
  resultCount: number;
  initialTerm?: string;
};

/** Holds the filters as the app does (which may also sync them into the URL query, docs/product.md#dialogs-and-widgets). */
function Demo({ resultCount, initialTerm = '', ...args }: DemoArgs) {
  const [open, setOpen] = useState(true);
  useSearchShortcut(() => setOpen(true), { enabled: !open });
  const [term, setTerm] = useState(initialTerm);
  const [category, setCategory] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const results = sampleResults
    .slice(0, resultCount)
    .filter((game) => provider === null || game.provider === provider)
    .filter((game) => term.trim().length < 2 || game.name.toLowerCase().includes(term.trim().toLowerCase()));
  return (
    <>
      <Button onPress={() => setOpen(true)}>Search games (Ctrl + K)</Button>
      <SearchDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        term={term}
        onTermChange={setTerm}
        results={results}
        categories={sampleCategories}
        selectedCategory={category}
        onCategoryChange={setCategory}
        providers={sampleProviders}
        selectedProvider={provider}
        onProviderChange={setProvider}
      />
    </>
  );
}

const meta = {
  title: 'Search/SearchDialog',
  component: Demo,
  tags: ['autodocs'],
  excludeStories: /^sample/,
  argTypes: { resultCount: { control: { type: 'range', min: 0, max: 24 } } },
  args: {
    resultCount: 12,
    isSearching: false,
    hasMore: false,
    isLoadingMore: false,
    searchPlaceholder: 'Search games...',
    onLoadMore: fn(),
  },
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, pick a category or a provider; Escape closes, the button reopens. */
export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Search games...' })).toHaveFocus();
    await userEvent.keyboard('dragon');
    await expect(within(dialog).getByRole('link', { name: 'Dragon Vault' })).toBeVisible();
  },
};

/** Results with their count. */
export const WithResults: Story = { args: { resultCount: 12, totalCount: 12 } };

/** The first search is running. */
export const Loading: Story = { args: { resultCount: 0, isSearching: true } };

/** Nothing matches. */
export const Empty: Story = { args: { resultCount: 0 } };

/** More pages on the server: "Load More" appends the next one (docs/product.md#lobby-and-search). */
export const WithLoadMore: Story = { args: { resultCount: 12, totalCount: 48, hasMore: true } };

/** The next page is on its way. */
export const LoadingMore: Story = { args: { resultCount: 12, totalCount: 48, hasMore: true, isLoadingMore: true } };

/** A phone, 390 px: a bottom sheet with the categories as a row of buttons. */
export const Phone: Story = {
  args: { resultCount: 12, totalCount: 48, hasMore: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Results, searching, empty and load more, each open in its own box (a `transform` makes the box the containing
 * block of the panel's `position: fixed`), for visual diffs. Non-modal, so all of them can be open together.
 */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: function StateMatrix() {
    const [boxes, setBoxes] = useState<Record<string, HTMLElement | null>>({});
    const states: { name: string; props: Partial<SearchDialogProps> }[] = [
      { name: 'results', props: { results: sampleResults.slice(0, 8), totalCount: 8 } },
      { name: 'searching', props: { results: [], isSearching: true } },
      { name: 'empty', props: { results: [] } },
      { name: 'load more', props: { results: sampleResults.slice(0, 8), totalCount: 48, hasMore: true } },
      { name: 'loading more', props: { results: sampleResults.slice(0, 8), hasMore: true, isLoadingMore: true } },
    ];
    return (
      <div style={{ display: 'grid', gap: 16, padding: 16 }}>
        {states.map((state) => (
          <div
            key={state.name}
            ref={(element) => {
              if (element && boxes[state.name] !== element) setBoxes((all) => ({ ...all, [state.name]: element }));
            }}
            style={{
              position: 'relative',
              height: 880,
              transform: 'translateZ(0)',
              overflow: 'hidden',
              background: 'rgba(0,0,0,0.5)',
            }}
          >
            {boxes[state.name] ? (
              <SearchDialog
                open
                onOpenChange={() => {}}
                term="ro"
                onTermChange={() => {}}
                results={[]}
                categories={sampleCategories}
                selectedCategory={state.name === 'empty' ? 'dice' : null}
                onCategoryChange={() => {}}
                providers={sampleProviders}
                onProviderChange={() => {}}
                title={`Search games (${state.name})`}
                container={boxes[state.name]}
                modal={false}
                {...state.props}
              />
            ) : null}
          </div>
        ))}
      </div>
    );
  },
};
