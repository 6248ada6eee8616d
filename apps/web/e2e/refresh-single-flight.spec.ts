import { createApiClient } from '../src/lib/api/client';
import { DEMO } from './support';
import { expect, test } from './test';

/**
 * The app's own API client, run against the real reference API with a cookie jar standing in for the browser's:
 * when the access token is gone, 20 concurrent calls that meet a 401 share exactly one refresh (docs/product.md#session-and-sign-in).
 */
function cookieJarFetch(calls: string[]) {
  const jar = new Map<string, string>();
  const jarFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { jar, jarFetch };
}

test('20 concurrent requests meeting a 401 cause exactly one refresh call', async ({ baseURL }) => {
  const calls: string[] = [];
  const { jar, jarFetch } = cookieJarFetch(calls);
  let authLost = 0;
  const client = createApiClient({ baseUrl: `${baseURL}/api`, fetch: jarFetch, onAuthLost: () => authLost++ });

  await client.call('login', { body: { email: DEMO.email, password: DEMO.password } });
  const accessCookie = [...jar.keys()].find((name) => name.includes('access'));
  expect(accessCookie, 'the login sets an access cookie').toBeTruthy();
  jar.delete(accessCookie as string);
  calls.length = 0;

  const users = await Promise.all(Array.from({ length: 20 }, () => client.call('me')));

  expect(users.every((u) => u.email === DEMO.email)).toBe(true);
  expect(calls.filter((c) => c === 'POST /api/auth/refresh-token')).toHaveLength(1);
  expect(calls.filter((c) => c === 'GET /api/me')).toHaveLength(40);
  expect(authLost).toBe(0);
});

test('when the refresh token is gone too, the client reports the session lost once', async ({ baseURL }) => {
  const calls: string[] = [];
  const { jar, jarFetch } = cookieJarFetch(calls);
  let authLost = 0;
  const client = createApiClient({ baseUrl: `${baseURL}/api`, fetch: jarFetch, onAuthLost: () => authLost++ });
  await client.call('login', { body: { email: DEMO.email, password: DEMO.password } });
  jar.clear();
  calls.length = 0;

  const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.call('me')));

  expect(results.every((r) => r.status === 'rejected')).toBe(true);
  expect(calls.filter((c) => c === 'POST /api/auth/refresh-token')).toHaveLength(1);
  expect(authLost).toBe(1);
});
