import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { GameSearchDialog } from './game-search-dialog';

const category = (alias: string, name: string) => ({
  id: alias.length,
  alias,
  name,
  img: null,
  is_public: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const game = (id: number, name: string) => ({
  id,
  alias: name.toLowerCase().replace(/ /g, '-'),
  name,
  provider: 'NetEnt',
  categories: [],
  image: `games/${id}.svg`,
});

function catalogue(options: { failGames?: boolean } = {}) {
  return fakeApi((url) => {
    if (url.pathname === '/api/games/categories')
      return ok([category('slots', 'Slots'), { ...category('qa', 'QA'), is_public: 0 }]);
    if (url.pathname === '/api/games/providers') return ok([{ id: 1, name: 'NetEnt' }]);
    if (url.pathname === '/api/games') {
      if (options.failGames) return { status: 400, body: { status: 'error', data: null, message: 'Search is down' } };
      const page = Number(url.searchParams.get('page'));
      return ok({
        items: [game(page * 10, `Dragon ${page}`)],
        pagination: { totalItems: 2, currentPage: page, totalPages: 2 },
      });
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GameSearchDialog', () => {
  it('given a shared link, when it opens, then the term, category and provider come from the URL', async () => {
    const requests = catalogue();
    renderLobby(<GameSearchDialog />, { path: '/?search=drag&searchCategory=slots&searchProvider=netent' });
    expect(await screen.findByRole('link', { name: 'Dragon 1' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games...' })).toHaveValue('drag');
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'QA' })).not.toBeInTheDocument();
    const search = requests.filter((r) => r.url.pathname === '/api/games').at(-1)?.url.searchParams;
    expect(search?.get('filters[0][value]')).toBe('%drag%');
    expect(search?.get('filters[1][value]')).toBe('slots');
    expect(search?.get('filters[2][value]')).toBe('NetEnt');
  });

  it('when the player types, then the settled term goes into the URL and a 1-character term sends nothing', async () => {
    // The debounce runs on a fake clock that the test moves on, instead of waiting for it in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const requests = catalogue();
    renderLobby(<GameSearchDialog />, { path: '/?search=' });
    const box = await screen.findByRole('searchbox');
    await user.type(box, 'd');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * SEARCH_DEBOUNCE_MS));
    expect(requests.filter((r) => r.url.pathname === '/api/games')).toEqual([]);

    await user.type(box, 'ra');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/?search=dra'));
    expect(await screen.findByRole('link', { name: 'Dragon 1' })).toBeInTheDocument();
    const terms = requests
      .filter((r) => r.url.pathname === '/api/games')
      .map((r) => r.url.searchParams.get('filters[0][value]'));
    expect(new Set(terms)).toEqual(new Set(['%dra%']));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Dragon 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dragon 1' })).toBeInTheDocument();
  });

  it('given the search fails, then the results are emptied and it says so', async () => {
    catalogue({ failGames: true });
    renderLobby(<GameSearchDialog />, { path: '/?search=dragon' });
    expect(await screen.findByText('The search failed, so there are no results to show.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Dragon/ })).not.toBeInTheDocument();
  });

  it('when it closes, then the search leaves the URL and other parameters stay', async () => {
    catalogue();
    renderLobby(<GameSearchDialog />, { path: '/categories/slots?page=2&search=dragon' });
    await screen.findByRole('link', { name: 'Dragon 1' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(/^\/categories\/slots\?page=2$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
