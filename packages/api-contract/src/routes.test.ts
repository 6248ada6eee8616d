import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EndpointName, endpoints } from './endpoints';
import { lateRoutes } from './late-routes';
import { type RouteName, routes } from './routes';

describe('zod-free route table', () => {
  it('names every endpoint, and nothing else', () => {
    expectTypeOf<RouteName>().toEqualTypeOf<EndpointName>();
    expect(Object.keys({ ...routes, ...lateRoutes }).sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.keys(routes).filter((name) => Object.hasOwn(lateRoutes, name))).toEqual([]);
  });

  it('keeps every call under /auth/ in the table of the first page, where the client tells a refusal of credentials', () => {
    expect(Object.values(lateRoutes).filter((route) => route.path.startsWith('/auth/'))).toEqual([]);
  });

  it.each(Object.keys(endpoints) as EndpointName[])('says what endpoints says about %s', (name) => {
    const { method, path, auth } = endpoints[name];
    expect({ ...routes, ...lateRoutes }[name]).toEqual({ method, path, auth });
  });
});
