import { CasinoUIProvider, ToastProvider } from '@casino/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterLink } from '../src/app/router-link';
import { AuthContext, type AuthContextValue } from '../src/features/auth';
import { i18n } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/query-client';

import { fakeAuth } from './fake-auth';

export { demoPlayer, fakeAuth } from './fake-auth';

type Options = { path: string; url?: string; auth?: AuthContextValue };

/**
 * Renders one page at `url` (default `path`) inside the app's providers: router, a fresh query client (retries without
 * delay, so error states show at once), i18n, casino-ui with router links, toasts, and a logged-in session.
 */
export function renderAccountPage(page: ReactElement, { path, url = path, auth = fakeAuth() }: Options) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
    mutations: { ...queryClient.getDefaultOptions().mutations, retryDelay: 0 },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CasinoUIProvider linkComponent={RouterLink}>
          <ToastProvider>
            <AuthContext.Provider value={auth}>
              <RouterProvider router={router} />
            </AuthContext.Provider>
          </ToastProvider>
        </CasinoUIProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, auth };
}
