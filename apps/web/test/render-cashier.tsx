import type { SiteSettings, User } from '@casino/api-contract';
import { CasinoUIProvider } from '@casino/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { RouterLink } from '../src/app/router-link';
import { AuthContext } from '../src/features/auth';
import { BalanceRefreshProvider } from '../src/features/balance';
import { createI18n } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/query-client';
import { fakeAuth } from './fake-auth';
import { seedSiteSettings, siteSettings } from './site-settings';

export type FakeRoute = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => { status?: number; body: unknown } | Error;

/** Answers the app's API calls from a table, recording what was sent (the app calls same-origin /api). */
export function fakeApi(route: FakeRoute) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://casino.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname + url.search, body });
    const answer = route({ method, url, body });
    if (answer instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

export const ok = (data: unknown) => ({ body: { status: 'success', data, message: '' } });
export const fail = (status: number, message: string) => ({ status, body: { status: 'error', data: null, message } });

export const player: User = {
  id: 1,
  login: 'ann',
  email: 'ann@casino.test',
  balance: 10_000,
  lang: 'en',
  currency: 'USD',
};

type RenderOptions = { path?: string; refreshUser?: () => Promise<void>; site?: SiteSettings };

/** A logged-in player's screen with the providers the cashier needs; casino-ui's links navigate in the router. */
export function renderForPlayer(
  ui: ReactNode,
  { path = '/', refreshUser = vi.fn(async () => {}), site = siteSettings() }: RenderOptions = {},
) {
  const auth = fakeAuth({ user: player, refreshUser });
  const queryClient = createQueryClient();
  seedSiteSettings(queryClient, site);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter initialEntries={[path]}>
          <CasinoUIProvider linkComponent={RouterLink}>
            <AuthContext.Provider value={auth}>
              <BalanceRefreshProvider>{ui}</BalanceRefreshProvider>
            </AuthContext.Provider>
          </CasinoUIProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, refreshUser, queryClient };
}
