import { CasinoUIProvider } from '@casino/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SLOW_LOAD_NOTICE_MS } from '@/config/constants';
import { QUERY_RETRIES, retryDelay } from '@/config/query';
import { AccountUnavailableBanner, AuthProvider, ModalsProvider, RequireAuth } from '@/features/auth';
import { BalanceRefreshProvider } from '@/features/balance';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { seedSiteSettings } from '../../test/site-settings';
import { HeaderActions } from './layout/header-actions';

const player = { id: 1, login: 'demo', email: 'demo@casino.test', balance: 100_000, lang: 'en', currency: 'USD' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const success = (data: unknown) => json(200, { status: 'success', data, message: '' });
const refusal = (status: number, message: string) => json(status, { status: 'error', data: null, message });

type Reply = Response | 'hang';
/** Stands in for the API: `/me` and the refresh answer what the test says, every request is counted. */
function fakeServer(me: () => Reply, refresh: () => Reply = () => refusal(401, 'Refresh token missing')) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://casino.test').pathname;
      calls.push(path);
      const reply = path === '/api/me' ? me() : path === '/api/auth/refresh-token' ? refresh() : refusal(404, 'no');
      if (reply !== 'hang') return reply;
      // A server that never answers: only the client's own timeout (or a Retry) ends the wait.
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }),
  );
  return { meCalls: () => calls.filter((path) => path === '/api/me').length };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderApp(url: string) {
  const queryClient = createQueryClient();
  seedSiteSettings(queryClient);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <BalanceRefreshProvider>
              <HeaderActions />
              <AccountUnavailableBanner />
              <Outlet />
              <Where />
            </BalanceRefreshProvider>
          </AuthProvider>
        ),
        children: [
          { path: '/', element: <p>Lobby</p> },
          { path: 'user', element: <RequireAuth />, children: [{ path: 'bets', element: <p>Your bets</p> }] },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CasinoUIProvider>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </CasinoUIProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Moves the fake clock and lets the requests, React and the router settle. */
const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};
/** Retry backoff of docs/product.md#request-timing (1 s, 2 s, 4 s): past it, a failing check has made its four attempts. */
const ALL_RETRIES_MS = Array.from({ length: QUERY_RETRIES }, (_, failures) => retryDelay(failures)).reduce(
  (sum, delay) => sum + delay,
);
const where = () => screen.getByTestId('where').textContent;
const logIn = () => screen.queryByRole('button', { name: 'Log in' });

// Once in real time, before any fake clock: the first page loads its lazy modules (answer checks, texts) from disk,
// which no fake clock waits for, so the first test would see its retries late.
beforeAll(async () => {
  fakeServer(() => success(player));
  renderApp('/user/bets');
  await screen.findByText('Your bets');
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given /api/me fails while the page loads', () => {
  it.each([
    ['a 500', () => refusal(500, 'Internal Server Error'), 'Internal Server Error'],
    ['an empty 502', () => new Response('', { status: 502 }), 'The server answered with an error (HTTP 502).'],
    [
      'a malformed body',
      () => new Response('<html>oops</html>', { status: 200 }),
      'The server sent an answer this app cannot read.',
    ],
    ['a wrong-shaped answer', () => success({ id: 'x' }), 'The server sent an answer this app cannot read.'],
  ])(
    'when it is %s on /user/bets, then the session is kept and the page says the account could not be loaded, with Retry',
    async (_, reply, reason) => {
      let answer = reply;
      const server = fakeServer(() => answer());
      renderApp('/user/bets');
      await advance(ALL_RETRIES_MS);

      expect(where()).toBe('/user/bets');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Your account could not be loaded');
      expect(alert).toHaveTextContent(reason);
      expect(screen.queryByText('Your bets')).not.toBeInTheDocument();
      expect(logIn()).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
      // Malformed answers are retried as well (docs/product.md#request-timing: the profile fetch is retried unless 401).
      expect(server.meCalls()).toBe(4);

      answer = () => success(player);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await advance(0);
      expect(screen.getByText('Your bets')).toBeInTheDocument();
      // The player's part of the header is a chunk of its own: its import resolves in real time.
      const until = performance.now() + 10_000;
      while (performance.now() < until && !screen.queryByRole('button', { name: 'Log out' })) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    },
  );

  it('when it fails once and then answers, then the retry with backoff logs the player in without a word', async () => {
    let calls = 0;
    fakeServer(() => (++calls === 1 ? refusal(503, 'Try later') : success(player)));
    renderApp('/user/bets');
    await advance(retryDelay(0));
    expect(screen.getByText('Your bets')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server hangs, then after 10 s /user/bets says it is still checking, with Retry, and never redirects', async () => {
    const server = fakeServer(() => 'hang');
    renderApp('/user/bets');
    await advance(SLOW_LOAD_NOTICE_MS - 1);
    expect(screen.queryByText('Loading your account is taking longer than usual')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Loading your account is taking longer than usual')).toBeInTheDocument();
    expect(where()).toBe('/user/bets');
    expect(logIn()).not.toBeInTheDocument();

    // Retry starts over: a new request at once, the old one dropped, and the notice waits another 10 s.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(server.meCalls()).toBe(2);
    expect(screen.queryByText('Loading your account is taking longer than usual')).not.toBeInTheDocument();

    // Four timeouts and the backoff later, it says why it failed; still no redirect.
    await advance((QUERY_RETRIES + 1) * REQUEST_TIMEOUT_MS + ALL_RETRIES_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('The request timed out.');
    expect(where()).toBe('/user/bets');
  });

  it('when it fails on a public page, then a banner says so with Retry and Log in is not offered', async () => {
    fakeServer(() => refusal(500, 'Internal Server Error'));
    renderApp('/');
    await advance(ALL_RETRIES_MS);
    expect(screen.getByText('Lobby')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your account could not be loaded');
    expect(status).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logIn()).not.toBeInTheDocument();
  });

  it('when the refresh after a 401 cannot be reached, then that too is unavailable, not logged out', async () => {
    fakeServer(
      () => refusal(401, 'Unauthenticated.'),
      () => refusal(502, 'Bad gateway'),
    );
    renderApp('/user/bets');
    await advance(ALL_RETRIES_MS);
    expect(where()).toBe('/user/bets');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account could not be loaded');
  });
});

describe('given /api/me answers 401 and the single refresh is refused', () => {
  it('then, and only then, the visitor is logged out: /user/bets goes to the lobby with the login box', async () => {
    const server = fakeServer(() => refusal(401, 'Unauthenticated.'));
    renderApp('/user/bets');
    await advance(0);
    expect(where()).toBe('/?redirect=%2Fuser%2Fbets&login=true');
    expect(logIn()).toBeInTheDocument();
    expect(server.meCalls()).toBe(1);
  });
});
