import type { SiteSettings, User } from '@casino/api-contract';
import { ToastProvider } from '@casino/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue, ModalsProvider, useModals } from '../src/features/auth';
import { BalanceRefreshProvider } from '../src/features/balance';
import { i18n } from '../src/lib/i18n';
import { fakeAuth } from './fake-auth';
import { seedSiteSettings, siteSettings } from './site-settings';

export const PLAYER: User = {
  id: 7,
  login: 'pat',
  email: 'pat@casino.test',
  balance: 5000,
  lang: 'en',
  currency: 'USD',
  country: 'US',
  emailVerified: true,
};

type Answer = { status?: number; body: unknown };
export type FakeRoute = (url: URL, init: RequestInit) => Answer | undefined;

/** Replaces fetch with answers by URL; every request is kept so a test can assert what was sent. */
export function fakeApi(route: FakeRoute) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://casino.test');
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = route(url, init) ?? { status: 404, body: { status: 'error', data: null, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

export const ok = (data: unknown): Answer => ({ body: { status: 'success', data, message: '' } });

function Probe() {
  const location = useLocation();
  const { active } = useModals();
  return (
    <output data-testid="probe" data-modal={active ?? ''}>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Renders `ui` at `path` with the app's providers and a logged-in player, or a visitor with `user: null`; `status`
 * overrides the session's status (a session check still `loading`); `site: null` leaves the site's settings to be
 * asked for, unknown at first.
 */
/** The session a rendered view sees, which a test may change while the view is open (a session check answering). */
function SessionOf({
  initial,
  onSetter,
  children,
}: {
  initial: AuthContextValue;
  onSetter: (set: (auth: AuthContextValue) => void) => void;
  children: ReactNode;
}) {
  const [auth, setAuth] = useState(initial);
  onSetter(setAuth);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function renderLobby(
  ui: ReactNode,
  {
    path = '/',
    user = PLAYER,
    site = siteSettings(),
    status,
  }: { path?: string; user?: User | null; site?: SiteSettings | null; status?: AuthContextValue['status'] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (site) seedSiteSettings(queryClient, site);
  const auth = fakeAuth({ status: status ?? (user ? 'authenticated' : 'unauthenticated'), user, sessionEpoch: 1 });
  let setAuth: (auth: AuthContextValue) => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <BalanceRefreshProvider>
            {ui}
            <Probe />
          </BalanceRefreshProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SessionOf initial={auth} onSetter={(set) => (setAuth = set)}>
            <ModalsProvider>
              <RouterProvider router={router} />
            </ModalsProvider>
          </SessionOf>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  /** The session check answers: a player (`user`) or a visitor (null). */
  const decideSession = (player: User | null) =>
    act(() =>
      setAuth(fakeAuth({ status: player ? 'authenticated' : 'unauthenticated', user: player, sessionEpoch: 1 })),
    );
  return { ...view, queryClient, router, decideSession };
}
