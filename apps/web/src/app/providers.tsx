import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { HydratedSignal } from './document/hydrate/hydrated-signal';

/** The app's one query cache: its provider below, and the route loaders that start a page's queries. */
export const queryClient = createQueryClient();

type AppProvidersProps = {
  children: ReactNode;
  client?: QueryClient;
  /** Called once the page has hydrated and every component has run its first effects (`HydratedSignal`). */
  onHydrated?: () => void;
};

/**
 * App-wide providers that do not need the router. The prerender passes a query client of its own per page, and
 * clears it after rendering: the cache's collection timers would otherwise keep the build's process alive.
 */
export function AppProviders({ children, client = queryClient, onHydrated }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        {/* Always a second child, element or null, in the prerender as in the browser: useId derives its ids from the
            tree's shape, and one child more on one side would give every hydrated id another value than the
            document's, leaving references such as aria-describedby pointing at nothing. */}
        {onHydrated ? <HydratedSignal onHydrated={onHydrated} /> : null}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
