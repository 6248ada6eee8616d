import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EndpointName, endpoints } from './endpoints';
import { type RouteName, routes } from './routes';

describe('zod-free route table', () => {
  it('names every endpoint, and nothing else', () => {
    expectTypeOf<RouteName>().toEqualTypeOf<EndpointName>();
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])('says what endpoints says about %s', (name) => {
    const { method, path, auth } = endpoints[name];
    expect(routes[name]).toEqual({ method, path, auth });
  });
});
