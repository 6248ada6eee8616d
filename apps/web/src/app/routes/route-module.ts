import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What every route module in this folder declares (one pattern for every route). The router loads the
 * module lazily, then starts `prefetch` and `page` together, so the page's data and the page's code download in
 * parallel (docs/architecture.md#byte-budgets).
 */
export type RouteModule = {
  /**
   * Starts the queries the page asks for first, with the same query options its hooks use. It must not wait for
   * them nor throw: a failed fetch is the page's own error state, shown as without the loader.
   */
  prefetch?: (queryClient: QueryClient, args: LoaderFunctionArgs) => void;
  /** The page: a feature's page loaded through its entry, or a page in `../pages` that composes features. */
  page: () => Promise<ComponentType>;
};
