import type { Game } from '@casino/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHANTOM_RICHES } from '../../../../test/games';
import { fakeApi, ok, PLAYER, renderLobby } from '../../../../test/render-lobby';
import { FavoriteButton } from './favorite-button';
import { FavoritesScope } from './favorites-scope';

const GAME = PHANTOM_RICHES;

afterEach(() => vi.unstubAllGlobals());

describe('FavoriteButton pressed before the session check has answered', () => {
  it.each([
    { who: 'a player', user: PLAYER, modal: null, posted: [{ gameId: 42 }] },
    { who: 'a visitor', user: null, modal: 'login', posted: [] },
  ])('waits, busy, and then acts for $who', async ({ user, modal, posted }) => {
    const requests = fakeApi((url) => (url.pathname === '/api/me/games/favorites' ? ok([]) : undefined));
    const view = renderLobby(<FavoriteButton game={GAME} />, { user: null, status: 'loading' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' }));
    expect(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByTestId('probe')).not.toHaveAttribute('data-modal', 'login');

    view.decideSession(user);
    if (modal) expect(screen.getByTestId('probe')).toHaveAttribute('data-modal', modal);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual(posted));
  });
});

describe('FavoriteButton', () => {
  it('given a player, when they press the heart, then it fills at once and POSTs the game id', async () => {
    let saved: Game[] = [];
    const requests = fakeApi((url, init) => {
      if (url.pathname !== '/api/me/games/favorites') return undefined;
      if (init.method === 'POST') {
        saved = [GAME];
        return ok(null);
      }
      return ok(saved);
    });
    renderLobby(<FavoriteButton game={GAME} />);
    const heart = await screen.findByRole('button', { name: 'Add Phantom Riches to favourites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove Phantom Riches from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ gameId: 42 });
  });

  it('given the server refuses, then the heart rolls back and a toast says what failed', async () => {
    fakeApi((url, init) => {
      if (url.pathname !== '/api/me/games/favorites') return undefined;
      if (init.method === 'POST')
        return { status: 422, body: { status: 'error', data: null, message: 'Favourites are full' } };
      return ok([]);
    });
    renderLobby(<FavoriteButton game={GAME} />);
    const heart = await screen.findByRole('button', { name: 'Add Phantom Riches to favourites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    expect(await screen.findByText('Could not add Phantom Riches to your favourites')).toBeInTheDocument();
    expect(screen.getByText('Favourites are full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('given a visitor, when they press the heart, then the login modal opens and nothing is sent', async () => {
    const requests = fakeApi(() => undefined);
    renderLobby(<FavoriteButton game={GAME} />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-modal', 'login');
    expect(requests).toEqual([]);
  });

  it('given a row of hearts in one scope, then one favourites request serves them all and each shows its game', async () => {
    const games = [GAME, { ...GAME, id: 43, alias: 'lucky-duck', name: 'Lucky Duck' }];
    const requests = fakeApi((url) => (url.pathname === '/api/me/games/favorites' ? ok([games[1]]) : undefined));
    renderLobby(
      <FavoritesScope>
        {games.map((game) => (
          <FavoriteButton key={game.id} game={game} />
        ))}
      </FavoritesScope>,
    );
    expect(await screen.findByRole('button', { name: 'Remove Lucky Duck from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests.filter((r) => r.url.pathname === '/api/me/games/favorites')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add Phantom Riches to favourites' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ gameId: 42 }));
  });
});
