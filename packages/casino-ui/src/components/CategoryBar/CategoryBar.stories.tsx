import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryBar, type CategoryBarProps } from './CategoryBar';
import { categoryBarDesktopLayouts } from './CategoryBar.css';
import type { CategoryBarCategory } from './category-bar-logic';
import { categoryIcon, categoryIconNames } from './category-icons';

// Made-up categories for stories only (excluded from the story list by `excludeStories`).
export const sampleCategories: CategoryBarCategory[] = [
  { id: 1, alias: 'popular', name: 'Popular', img: 'flame', is_public: 1 },
  { id: 2, alias: 'new', name: 'New Releases', img: 'sparkles', is_public: 1 },
  { id: 3, alias: 'slots', name: 'Slots', img: 'cherry', is_public: 1 },
  { id: 4, alias: 'casual', name: 'Casual Games', img: 'puzzle', is_public: 1 },
  { id: 5, alias: 'blackjack', name: 'Blackjack', img: 'spade', is_public: 1 },
  { id: 6, alias: 'roulette', name: 'Roulette', img: 'circle-dot', is_public: 1 },
  { id: 7, alias: 'baccarat', name: 'Baccarat', img: 'club', is_public: 1 },
  { id: 8, alias: 'live', name: 'Live Dealers', img: 'video', is_public: 1 },
  { id: 9, alias: 'crash', name: 'Crash', img: 'rocket', is_public: 1 },
  { id: 10, alias: 'dice', name: 'Dice', img: 'dices', is_public: 1 },
  { id: 11, alias: 'video-poker', name: 'Video Poker', img: 'diamond', is_public: 1 },
  { id: 12, alias: 'staff', name: 'Staff Only', img: 'users', is_public: 0 },
  { id: 13, alias: 'table', name: 'Table Games', img: null, is_public: 1 },
];

/** The bar with its own selection state, as an app holds it. */
function Stateful(args: CategoryBarProps) {
  const [selected, setSelected] = useState(args.selected ?? null);
  return (
    <CategoryBar
      {...args}
      selected={selected}
      onSelect={(alias) => {
        setSelected(alias);
        args.onSelect?.(alias);
      }}
    />
  );
}

const meta = {
  title: 'Games/CategoryBar',
  component: CategoryBar,
  tags: ['autodocs'],
  excludeStories: /^sample/,
  parameters: { layout: 'padded' },
  argTypes: {
    categories: { control: false },
    getHref: { control: false },
    selected: { control: 'select', options: [null, ...sampleCategories.map((category) => category.alias)] },
    desktopLayout: { control: 'inline-radio', options: categoryBarDesktopLayouts },
    allIcon: { control: 'select', options: categoryIconNames },
  },
  args: {
    categories: sampleCategories,
    selected: null,
    allLabel: 'All Games',
    allIcon: 'layout-grid',
    isLoading: false,
    loadingLabel: 'Loading categories...',
    label: 'Game categories',
    desktopLayout: 'wrap',
    onSelect: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CategoryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab into the bar, move with the arrow keys, choose with Enter or Space. "Staff Only" is not public, so hidden. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    await expect(args.onSelect).toHaveBeenCalledWith('slots');
    await expect(canvas.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Staff Only' })).toBeNull();
  },
};

/** On the home page the first entry reads "Lobby" (docs/product.md#dialogs-and-widgets). */
export const Lobby: Story = { args: { allLabel: 'Lobby' } };

/** A category chosen. */
export const Selected: Story = { args: { selected: 'live' } };

/** While categories load: "Loading categories..." beside the first entry, which still works. */
export const Loading: Story = { args: { isLoading: true } };

/** A phone, 390 px wide: the row scrolls sideways with snapping and no scrollbar. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** On desktop the bar can stay one row that scrolls, with a thin scrollbar, instead of wrapping. */
export const ScrollOnDesktop: Story = {
  args: { desktopLayout: 'scroll' },
  globals: { viewport: { value: 'desktopWide' } },
};

/** Category pages: entries are links through the app's link component; the current one is `aria-current="page"`. */
export const AsLinks: Story = {
  args: {
    selected: 'slots',
    getHref: (alias) => (alias === null ? '#/categories' : `#/categories/${alias}`),
  },
};

/**
 * Every icon in the registry, by name. A brand that needs another lucide icon adds it to `categoryIcons` in
 * `category-icons.ts`; unknown names show `gamepad-2`.
 */
export const IconRegistry: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
      {[...categoryIconNames, 'unknown-name'].map((name) => {
        const Icon = categoryIcon(name);
        return (
          <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96, fontSize: 12 }}>
            <Icon size={24} aria-hidden="true" />
            {name}
          </li>
        );
      })}
    </ul>
  ),
};

/** Idle, chosen, loading, links, wrapped and a phone-wide box, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {categoryBarDesktopLayouts.map((layout) => (
        <CategoryBar key={layout} {...args} desktopLayout={layout} label={`Categories, ${layout}`} />
      ))}
      <CategoryBar {...args} selected="live" label="Categories, chosen" />
      <CategoryBar {...args} allLabel="Lobby" isLoading label="Categories, loading" />
      <CategoryBar
        {...args}
        selected="slots"
        label="Categories, links"
        getHref={(alias) => (alias === null ? '#/categories' : `#/categories/${alias}`)}
      />
      <div style={{ width: 390, outline: '1px dashed gray' }}>
        {/* The media queries follow the window, not this box: scroll mode stands in for the phone's row here. */}
        <CategoryBar {...args} selected="crash" desktopLayout="scroll" label="Categories, narrow" />
      </div>
    </div>
  ),
};
