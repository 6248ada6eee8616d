import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyHydrationData } from './hydration-data';

const load = async () => null;
const routes: RouteObject[] = [
  {
    children: [
      { index: true, loader: load },
      { path: 'games/:alias', loader: load },
      { path: 'support' },
      { id: 'named', path: 'categories/:alias', loader: load },
    ],
  },
];

describe('emptyHydrationData', () => {
  it.each([
    { path: '/', loaderData: { '0-0': null } },
    { path: '/games/x', loaderData: { '0-1': null } },
    { path: '/support', loaderData: {} },
    { path: '/categories/slots', loaderData: { named: null } },
    { path: '/nowhere', loaderData: {} },
  ])('marks the loaders matched by $path as done', ({ path, loaderData }) => {
    expect(emptyHydrationData(routes, path)).toEqual({ loaderData, actionData: null, errors: null });
  });
});
