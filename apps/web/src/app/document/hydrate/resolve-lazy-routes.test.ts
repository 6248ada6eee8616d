import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveLazyRoutes } from './resolve-lazy-routes';

const Page = () => null;
const loader = () => null;
/** The per-property form's loaders of each property, named as react-router names them. */
const loadPage = async () => Page;

describe('resolveLazyRoutes', () => {
  it.each([
    [
      'one function answering the route',
      { lazy: async () => ({ Component: Page, loader }) },
      { Component: Page, loader },
    ],
    [
      'one function per property',
      { lazy: { Component: loadPage, loader: async () => loader } },
      { Component: Page, loader },
    ],
    ['a page without a loader', { lazy: { Component: loadPage, loader: async () => null } }, { Component: Page }],
  ])('loads %s into the matching route, which is no longer lazy', async (_, lazyPart, expected) => {
    const route = { path: 'games/:alias', ...lazyPart } as RouteObject;
    const other = { path: 'support', lazy: async () => ({ Component: Page }) } as RouteObject;
    await resolveLazyRoutes([{ path: '/', children: [route, other] }], '/games/phantom-riches');
    expect(route).toMatchObject(expected);
    expect(route.lazy).toBeUndefined();
    if (!('loader' in expected)) expect(route.loader).toBeUndefined();
    // Routes the path does not reach stay lazy.
    expect(typeof other.lazy).toBe('function');
  });
});
