import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverRenderFetch } from '@/lib/document/server-render-fetch';
import { loadPageData } from './page-data';

/** A query as the app's are in the server bundle: its call through the API client's fetch there. */
const callQuery = (queryClient: QueryClient, call: string) =>
  void queryClient.prefetchQuery({
    queryKey: ['call', call],
    queryFn: async () => {
      const response = await serverRenderFetch('/api')(`/api${call}`);
      if (!response.ok) throw new Error(`${call} answered ${response.status}`);
      return ((await response.json()) as { data: unknown }).data;
    },
    retry: false,
  });

const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    children: [
      {
        path: 'categories/:alias',
        loader: ({ params }) => {
          callQuery(queryClient, '/games/categories');
          callQuery(queryClient, `/games?category=${params.alias}`);
          return null;
        },
      },
      { path: 'support' },
    ],
  },
];

const answers: Record<string, unknown> = {
  '/games/categories': { status: 'success', data: [{ alias: 'slots' }], message: '' },
  '/games?category=slots': { status: 'success', data: { items: ['Book of Ra'] }, message: '' },
};

describe('loadPageData: the data a page renders from on the server', () => {
  it('keeps each query that got its answer, and the calls that were answered', async () => {
    const queryClient = new QueryClient();
    const data = await loadPageData(routes(queryClient), new URL('http://x.test/categories/slots'), {
      answer: async (call) => answers[call],
      queryClient,
    });
    expect([...data.calls].sort()).toEqual(['/games/categories', '/games?category=slots']);
    expect(data.queries).toEqual(
      expect.arrayContaining([
        [['call', '/games/categories'], [{ alias: 'slots' }]],
        [['call', '/games?category=slots'], { items: ['Book of Ra'] }],
      ]),
    );
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves out a query whose call the server did not answer: the page shows it loading', async () => {
    const queryClient = new QueryClient();
    const data = await loadPageData(routes(queryClient), new URL('http://x.test/categories/crash'), {
      answer: async (call) => answers[call],
      queryClient,
    });
    expect(data).toEqual({
      calls: ['/games/categories'],
      queries: [[['call', '/games/categories'], [{ alias: 'slots' }]]],
    });
  });

  it('has nothing for a page without loaders', async () => {
    const queryClient = new QueryClient();
    const data = await loadPageData(routes(queryClient), new URL('http://x.test/support'), {
      answer: async (call) => answers[call],
      queryClient,
    });
    expect(data).toEqual({ calls: [], queries: [] });
  });

  it('renders what has arrived when an answer never comes', async () => {
    const queryClient = new QueryClient();
    const data = await loadPageData(routes(queryClient), new URL('http://x.test/categories/slots'), {
      answer: (call) => (call === '/games/categories' ? Promise.resolve(answers[call]) : new Promise(() => {})),
      queryClient,
      maxWaitMs: 50,
    });
    expect(data.queries).toEqual([[['call', '/games/categories'], [{ alias: 'slots' }]]]);
  });
});
