// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGeoClient, GeoError } from './geo-client';
import { fallbackCountries } from './geo-queries';

const BASE = 'http://geo.test/geo';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createGeoClient({ baseUrl: `${BASE}/`, apiKey: 'secret-key', timeoutMs: 1000 });

describe('the geo service client', () => {
  it('sends the bearer key and reads the data of the answer', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/geo-check/states`, ({ request }) => {
        auth = request.headers.get('Authorization');
        expect(new URL(request.url).searchParams.get('country_code')).toBe('DE');
        return HttpResponse.json({ success: true, data: [{ id: 7, name: 'Berlin', state_code: 'BE' }] });
      }),
    );
    expect(await client.states('DE')).toEqual([{ id: 7, name: 'Berlin', state_code: 'BE' }]);
    expect(auth).toBe('Bearer secret-key');
  });

  it('posts the postal look-up with a lower-case country and gives a 400 detail as the reason', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/postal-code`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { detail: 'Postal code look-up is not supported for this country (FR)' },
          { status: 400 },
        );
      }),
    );
    const error = await client.postalCode('FR', '75001').catch((e: unknown) => e);
    expect(sent).toEqual({ country: 'fr', zip: '75001' });
    expect(error).toBeInstanceOf(GeoError);
    expect(error).toMatchObject({ status: 400, detail: 'Postal code look-up is not supported for this country (FR)' });
  });

  it('fails with status 0 when the service is down, and with no detail when the answer is unreadable', async () => {
    server.use(http.get(`${BASE}/geo-check/countries`, () => HttpResponse.error()));
    expect(await client.countries().catch((e: unknown) => e)).toMatchObject({ status: 0, detail: undefined });
    server.use(http.get(`${BASE}/geo-check/countries`, () => HttpResponse.json({ success: true, data: 'nope' })));
    expect(await client.countries().catch((e: unknown) => e)).toMatchObject({ status: 200, detail: undefined });
  });
});

describe('countries when the geo service is down', () => {
  it('come from the phone library with their calling codes, sorted by name', () => {
    const countries = fallbackCountries();
    expect(countries.find((c) => c.iso2 === 'DE')).toMatchObject({ name: 'Germany', phonecode: '+49' });
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
