import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/next-task';
import { recordFirstCalls } from './first-calls';

/** A loader that asks like the API client does: in a later task, through the global fetch. */
const asking =
  (...urls: string[]) =>
  () => {
    void nextTask().then(() => Promise.allSettled(urls.map((url) => fetch(url))));
    return null;
  };

const routes = (): RouteObject[] => [
  {
    children: [
      { index: true, lazy: { loader: async () => asking('/api/games/categories', '/api/games/group/new?limit=16') } },
      { path: 'providers', loader: asking('/api/games/providers', '/api/games/providers', 'https://cdn.test/x.svg') },
      { path: 'support' },
    ],
  },
];

describe('recordFirstCalls', () => {
  const fetchBefore = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchBefore;
  });

  it.each([
    { path: '/', base: '/api', calls: ['/games/categories', '/games/group/new?limit=16'] },
    { path: '/', base: 'http://prerender.invalid/api/', calls: ['/games/categories', '/games/group/new?limit=16'] },
    { path: '/', base: 'https://api.casino.test', calls: [] },
    { path: '/providers', base: '/api', calls: ['/games/providers'] },
    { path: '/support', base: '/api', calls: [] },
    { path: '/nowhere', base: '/api', calls: [] },
  ])('$path with the API at $base: $calls', async ({ path, base, calls }) => {
    const queryClient = new QueryClient();
    await expect(recordFirstCalls(routes(), path, { apiBaseUrl: base, queryClient })).resolves.toEqual(calls);
    expect(globalThis.fetch).toBe(fetchBefore);
  });

  it('leaves the query client empty, with nothing retrying', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const withQuery: RouteObject[] = [
      {
        path: '/',
        loader: () => {
          void queryClient.prefetchQuery({ queryKey: ['x'], queryFn: () => fetch('/api/x').then((r) => r.json()) });
          return null;
        },
      },
    ];
    await expect(recordFirstCalls(withQuery, '/', { apiBaseUrl: '/api', queryClient })).resolves.toEqual(['/x']);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.isFetching()).toBe(0);
  });
});
