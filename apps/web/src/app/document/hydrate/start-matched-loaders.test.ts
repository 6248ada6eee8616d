import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startMatchedLoaders } from './start-matched-loaders';

function routesWithLoaders() {
  const calls: { route: string; params: LoaderFunctionArgs['params']; url: string; pattern: string }[] = [];
  const loader = (route: string) => (args: LoaderFunctionArgs) => {
    calls.push({ route, params: args.params, url: args.request.url, pattern: args.pattern });
    return null;
  };
  const routes: RouteObject[] = [
    {
      loader: loader('root'),
      children: [
        { index: true, loader: loader('home') },
        { path: 'games/:alias', loader: loader('game') },
        { path: 'support' },
        { path: 'broken', loader: () => Promise.reject(new Error('offline')) },
        {
          path: 'throws',
          loader: () => {
            throw new Error('bad');
          },
        },
      ],
    },
  ];
  return { routes, calls };
}

describe('startMatchedLoaders', () => {
  it.each([
    { url: 'https://casino.test/', routes: ['root', 'home'], params: {}, pattern: '/' },
    {
      url: 'https://casino.test/games/aztec?x=1',
      routes: ['root', 'game'],
      params: { alias: 'aztec' },
      pattern: '/games/:alias',
    },
    { url: 'https://casino.test/support', routes: ['root'], params: {}, pattern: '/support' },
    { url: 'https://casino.test/nowhere', routes: [], params: {}, pattern: '' },
  ])(
    'runs the loaders matched by $url, with its params, URL and pattern',
    ({ url, routes: expected, params, pattern }) => {
      const { routes, calls } = routesWithLoaders();
      startMatchedLoaders(routes, new URL(url));
      expect(calls.map((call) => call.route)).toEqual(expected);
      for (const call of calls) {
        expect(call.params).toEqual(params);
        expect(call.url).toBe(url);
        expect(call.pattern).toBe(pattern);
      }
    },
  );

  it.each(['https://casino.test/broken', 'https://casino.test/throws'])(
    'lets the page report a loader that fails (%s)',
    async (url) => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const { routes, calls } = routesWithLoaders();
      expect(() => startMatchedLoaders(routes, new URL(url))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
      expect(calls.map((call) => call.route)).toEqual(['root']);
    },
  );
});
