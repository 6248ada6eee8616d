import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHANTOM_RICHES } from '../../../../test/games';
import { fakeApi, ok, PLAYER, renderLobby } from '../../../../test/render-lobby';
import { siteSettings } from '../../../../test/site-settings';
import { GameLauncher } from './game-launcher';

const GAME = PHANTOM_RICHES;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('GameLauncher', () => {
  it('given a visitor, Play opens the login modal and sends nothing', async () => {
    const requests = fakeApi(() => undefined);
    renderLobby(<GameLauncher game={GAME} />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-modal', 'login');
    expect(requests).toEqual([]);
  });

  it('given a visitor, Demo asks for the demo link with the game id and ip, runs it in a frame and remembers it', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/games/demo/link' ? ok({ url: '/play/demo/x' }) : undefined,
    );
    renderLobby(<GameLauncher game={GAME} />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    const frame = await screen.findByTitle('Phantom Riches, demo');
    expect(frame.getAttribute('src')).toBe('/play/demo/x');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { gameId: 42, ip: expect.any(String) } });
    expect(JSON.parse(localStorage.getItem('casino.recentGames') ?? '[]')[0]).toMatchObject({ id: 42 });

    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(screen.queryByTitle('Phantom Riches, demo')).not.toBeInTheDocument();
  });

  it('given a player, Play uses the real link; a refused launch says Failed to load game data', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/games/real/link'
        ? { status: 403, body: { status: 'error', data: null, message: 'Real play is closed in your country' } }
        : undefined,
    );
    renderLobby(<GameLauncher game={GAME} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Failed to load game data')).toBeInTheDocument();
    expect(screen.getByText('Real play is closed in your country')).toBeInTheDocument();
    // Besides the player's responsible-gaming state (is play paused?), only the real link is asked for.
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/games/real/link']);
  });
});

describe('GameLauncher while the session check has not answered', () => {
  it.each([
    { who: 'a player', user: PLAYER, modal: null, sent: ['/api/games/real/link'] },
    { who: 'a visitor', user: null, modal: 'login', sent: [] },
  ])('Play waits, busy, and then acts for $who', async ({ user, modal, sent }) => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/games/real/link' ? ok({ url: '/play/real/x' }) : undefined,
    );
    const view = renderLobby(<GameLauncher game={GAME} />, { user: null, status: 'loading' });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('probe')).not.toHaveAttribute('data-modal', 'login');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    view.decideSession(user);
    if (modal) expect(screen.getByTestId('probe')).toHaveAttribute('data-modal', modal);
    else expect(await screen.findByTitle('Phantom Riches, real money')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(sent);
  });
});

describe('GameLauncher under GB rules', () => {
  it('given a visitor, offers no Demo and says why; a player still gets Demo', async () => {
    fakeApi(() => undefined);
    const visitor = renderLobby(<GameLauncher game={GAME} />, { user: null, site: siteSettings('GB') });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to try the demo: we verify your age before you play.')).toBeInTheDocument();
    visitor.unmount();

    renderLobby(<GameLauncher game={GAME} />, { site: siteSettings('GB') });
    expect(screen.getByRole('button', { name: 'Demo' })).toBeInTheDocument();
  });
});

describe('GameLauncher before the rules are known', () => {
  it('given a visitor, offers Play only and says nothing of the demo yet: nothing moves when the rules allow it', () => {
    fakeApi(() => undefined);
    renderLobby(<GameLauncher game={GAME} />, { user: null, site: null });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Log in to try the demo: we verify your age before you play.')).not.toBeInTheDocument();
  });
});

describe('GameLauncher in a country the brand does not serve', () => {
  it('given a logged-in player, says why play is unavailable instead of offering Play and Demo, and asks for no link', async () => {
    const requests = fakeApi(() => undefined);
    renderLobby(<GameLauncher game={GAME} />, { site: siteSettings('INTL', { country: 'US', countryBlocked: true }) });
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Royale Casino is not available in United States'));
    expect(notice).toBeDefined();
    expect(notice).toHaveTextContent('Royale Casino is not available in United States');
    expect(notice).toHaveTextContent(
      'Our licence does not allow us to offer sign-up or games where you are connecting from.',
    );
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.endsWith('/link'))).toEqual([]);
  });
});
