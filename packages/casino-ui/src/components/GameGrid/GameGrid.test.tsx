import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { GameCard } from '../GameCard';
import { GameGrid, GameGridSkeleton } from './GameGrid';

const games = ['Starburst', 'Book of Dead', 'Gonzo’s Quest'].map((name) => ({
  name,
  provider: 'Provider',
  imageSrc: `https://cdn.example.com/${name}.webp`,
  href: `/games/${name}`,
}));

describe('GameGrid', () => {
  it('given three games, lists them as three items named by the section', async () => {
    const { container } = render(
      <GameGrid aria-label="Popular Games">
        {games.map((game) => (
          <GameCard key={game.name} {...game} />
        ))}
        {null}
        {false}
      </GameGrid>,
    );
    const list = screen.getByRole('list', { name: 'Popular Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Book of Dead' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('GameGridSkeleton', () => {
  it('while games load, announces one status and draws the requested number of placeholders', async () => {
    const { container } = render(<GameGridSkeleton count={5} label="Loading slots" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading slots');
    const placeholders = container.querySelector('[aria-hidden="true"]');
    expect(placeholders?.children).toHaveLength(5);
    expect(await axeViolations(container)).toEqual([]);
  });
});
