import type { Bet, Paged } from '@casino/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { renderAccountPage } from '../../../../test/render-account-page';
import { BetsPage } from './bets-page';

const bet = (id: number): Bet => ({
  id,
  gameAlias: `game-${id}`,
  gameName: `Game ${id}`,
  stake: 250,
  win: id % 2 === 0 ? 500 : 0,
  currency: 'USD',
  createdAt: '2026-11-20T08:00:00.000Z',
});

const page = (pageNumber: number, totalItems = 30): Paged<Bet> => {
  const first = (pageNumber - 1) * 20;
  const count = Math.max(0, Math.min(20, totalItems - first));
  return {
    items: Array.from({ length: count }, (_, i) => bet(first + i + 1)),
    pagination: { totalItems, currentPage: pageNumber, totalPages: Math.ceil(totalItems / 20) },
  };
};

const renderAt = (url: string) => renderAccountPage(<BetsPage />, { path: '/user/bets', url });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given a player on /user/bets', () => {
  it('then their bets show with game, stake and win, and pages are links', async () => {
    server.use(
      http.get('/api/me/bets', ({ request }) => ok(page(Number(new URL(request.url).searchParams.get('page'))))),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/user/bets');
    const table = await screen.findByRole('table', { name: 'Bets history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Game 2' })).toHaveAttribute(
      'href',
      '/games/game-2',
    );
    expect(within(rows[2] as HTMLElement).getByText('$2.50')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('$5.00')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 30 items')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
  });

  it('when there are no bets, then the page says so', async () => {
    server.use(http.get('/api/me/bets', () => ok(page(1, 0))));
    renderAt('/user/bets');
    expect(await screen.findByText('No bets yet.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Bets pages' })).toBeNull();
  });

  it.each([
    ['an error answer', () => refused('Something went wrong', 500), 'Failed to fetch bets'],
    [
      'an answer that is not JSON',
      () => new HttpResponse('<html>bad gateway</html>', { status: 502 }),
      'Failed to fetch bets',
    ],
    [
      'no connection',
      () => HttpResponse.error(),
      'The server could not be reached. Check your connection and try again.',
    ],
  ])('when fetching fails with %s, then "%s" shows and the list is emptied', async (_, answer, message) => {
    let calls = 0;
    server.use(
      http.get('/api/me/bets', ({ request }) => {
        calls += 1;
        // The first page loads; the second fails.
        return new URL(request.url).searchParams.get('page') === '1' ? ok(page(1)) : answer();
      }),
    );
    const user = userEvent.setup();
    renderAt('/user/bets');
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(calls).toBeGreaterThan(1);
  });
});
