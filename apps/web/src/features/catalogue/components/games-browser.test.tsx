import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { GamesBrowser } from './games-browser';

const game = (id: number) => ({
  id,
  alias: `game-${id}`,
  name: `Game ${id}`,
  provider: 'NetEnt',
  categories: [],
  image: `games/game-${id}.svg`,
});

function games(totalItems: number) {
  return fakeApi((url) => {
    if (url.pathname !== '/api/games') return undefined;
    const page = Number(url.searchParams.get('page'));
    const totalPages = Math.ceil(totalItems / 24);
    const items = page <= totalPages ? [game(page * 100 + 1), game(page * 100 + 2)] : [];
    return ok({ items, pagination: { totalItems, currentPage: page, totalPages } });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('GamesBrowser', () => {
  it('given page 2 in the URL, then it asks for page 2 of the category and shows the count and page links', async () => {
    const requests = games(1300);
    renderLobby(<GamesBrowser criteria={{ category: 'slots' }} label="Slots" />, { path: '/categories/slots?page=2' });
    expect(await screen.findByRole('link', { name: 'Game 201' })).toBeInTheDocument();
    expect(screen.getByText('1,300 games')).toBeInTheDocument();
    const sent = requests[0]?.url.searchParams;
    expect(sent?.get('page')).toBe('2');
    expect(sent?.get('filters[0][field]')).toBe('categories.alias');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/categories/slots?page=3');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/categories/slots');
  });

  it('given a page past the end, then it says so and links to the first page', async () => {
    games(30);
    renderLobby(<GamesBrowser criteria={{ category: 'slots' }} label="Slots" />, { path: '/categories/slots?page=9' });
    expect(await screen.findByText('There are no games on this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/categories/slots');
  });

  it('given no games at all, then the empty state points back to the lobby', async () => {
    games(0);
    renderLobby(<GamesBrowser criteria={{ providers: ['Nobody'] }} label="Nobody" />, { path: '/providers' });
    expect(await screen.findByText('No games here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});
