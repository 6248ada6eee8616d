import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameCard } from '../GameCard';
import { sampleGames } from '../GameCard/GameCard.stories';
import { GameGrid, GameGridSkeleton } from './GameGrid';

type PlaygroundArgs = { games: number; 'aria-label': string };

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: { children: { control: false } },
  args: { 'aria-label': 'Slots', children: null },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas (or use the viewport toolbar): 2 columns at 320 px, 3 at 390 px, 6+ at 1440 px. */
export const Playground: StoryObj<PlaygroundArgs> = {
  argTypes: { games: { control: { type: 'range', min: 0, max: 12 } } },
  args: { games: 12, 'aria-label': 'Slots' },
  render: ({ games, ...args }) => (
    <GameGrid {...args}>
      {sampleGames.slice(0, games).map((game, index) => (
        <GameCard key={game.id} {...game} loading={index < 6 ? 'eager' : 'lazy'} />
      ))}
    </GameGrid>
  ),
};

/** A phone, 390 px wide. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <GameGrid {...args}>
        {sampleGames.slice(0, 6).map((game) => (
          <GameCard key={game.id} {...game} />
        ))}
      </GameGrid>
    </div>
  ),
};

/** While games load: placeholders in the same columns and one "Loading games" status. */
export const Loading: Story = { render: () => <GameGridSkeleton count={12} /> };

/** Loaded, loading, and a narrow container, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <GameGrid {...args}>
        {sampleGames.slice(0, 8).map((game) => (
          <GameCard key={game.id} {...game} loading="eager" />
        ))}
      </GameGrid>
      <GameGridSkeleton count={8} />
      <div style={{ width: 320, outline: '1px dashed gray' }}>
        <GameGrid {...args}>
          {sampleGames.slice(0, 4).map((game) => (
            <GameCard key={game.id} {...game} loading="eager" />
          ))}
        </GameGrid>
      </div>
    </div>
  ),
};
