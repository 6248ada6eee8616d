import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** The app's one query cache: its provider below, and the route loaders that start a page's queries. */
export const queryClient = createQueryClient();

/**
 * App-wide providers that do not need the router. The prerender passes a query client of its own per page, and
 * clears it after rendering: the cache's collection timers would otherwise keep the build's process alive.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
