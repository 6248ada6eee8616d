import { COUNTRY_CODES, type Country, type State } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, socketFrom } from '../testing/test-app';

const KEY = { Authorization: 'Bearer dev-geo-key' };

async function geo<T>(app: ReturnType<typeof createTestApp>['app'], path: string, init: RequestInit = {}) {
  const res = await app.request(`/geo${path}`, {
    ...init,
    headers: { ...KEY, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, body: (await res.json()) as T };
}

type Answer<T> = { success: true; data: T };

describe('the geo service', () => {
  it('refuses a request without the bearer key with 401', async () => {
    const { app } = createTestApp();
    for (const headers of [{}, { Authorization: 'Bearer wrong-key!' }]) {
      const res = await app.request('/geo/geo-check/countries', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Missing or invalid API key' });
    }
  });

  // The contract keeps its own short list (it ships in the web bundle, a country library would not); this keeps the
  // two from drifting apart when the geo library is upgraded.
  it('offers exactly the countries a sign-up may name', async () => {
    const { app } = createTestApp();
    const countries = await geo<Answer<Country[]>>(app, '/geo-check/countries');
    expect(new Set(countries.body.data.map((c) => c.iso2))).toEqual(COUNTRY_CODES);
  });

  it('lists countries with flag, phone code and currency, then states of a country, then cities of a state', async () => {
    const { app } = createTestApp();
    const countries = await geo<Answer<Country[]>>(app, '/geo-check/countries');
    const germany = countries.body.data.find((c) => c.iso2 === 'DE');
    expect(germany).toMatchObject({ iso3: 'DEU', name: 'Germany', phonecode: '+49', currency: 'EUR' });
    expect(germany?.flag_url).toBe('/geo/flags/DE.svg');
    const flag = await app.request(germany?.flag_url ?? '');
    expect(flag.headers.get('Content-Type')).toBe('image/svg+xml');

    const states = await geo<Answer<State[]>>(app, '/geo-check/states?country_code=de');
    const berlin = states.body.data.find((s) => s.name === 'Berlin');
    expect(berlin?.state_code).toBe('BE');
    const cities = await geo<Answer<{ name: string }[]>>(app, `/geo-check/cities/state/${berlin?.id}`);
    expect(cities.body.data).toContainEqual({ name: 'Berlin' });
  });

  it('answers an empty state list without a country code, and 404 for an unknown state', async () => {
    const { app } = createTestApp();
    expect((await geo<Answer<State[]>>(app, '/geo-check/states')).body.data).toEqual([]);
    expect((await geo(app, '/geo-check/cities/state/999999')).status).toBe(404);
  });

  it.each([
    [
      'us',
      '10001',
      200,
      { success: true, data: { state: 'New York', city: 'New York City', street: 'West 34th Street' } },
    ],
    ['gb', 'sw1a 2aa', 200, { success: true, data: { state: 'England', city: 'London', street: '10 Downing Street' } }],
    // Any real US or Canadian code, from the zipcodes package (docs/product.md#sign-up).
    ['us', '94043', 200, { success: true, data: { state: 'California', city: 'Mountain View', street: null } }],
    ['ca', 'v6b 1a1', 200, { success: true, data: { state: 'British Columbia', city: 'Vancouver', street: null } }],
    ['us', '00000', 404, { detail: 'No address found for this postal code' }],
    ['de', '99999', 404, { detail: 'No address found for this postal code' }],
    ['fr', '75001', 400, { detail: 'Postal code look-up is not supported for this country (FR)' }],
    ['DE', '10115', 400, { detail: 'country must be a lower-case two-letter code' }],
  ])('looks up postal code %s %s: %i', async (country, zip, status, body) => {
    const { app } = createTestApp();
    const res = await geo(app, '/postal-code', { method: 'POST', body: JSON.stringify({ country, zip }) });
    expect(res).toEqual({ status, body });
  });

  it('reports the IP with no location when the address cannot be placed', async () => {
    const { app } = createTestApp();
    const res = await geo(app, '/ip-lookup');
    expect(res.body).toEqual({ ip: 'unknown', country_code: null, country_calling_code: null, currency: null });
  });

  it('places loopback addresses in the configured country (X-Forwarded-For behind a trusted proxy)', async () => {
    const { app } = createTestApp({ config: { trustProxy: true, geoLocalCountry: 'GB' } });
    const res = await geo(app, '/ip-lookup', { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(res.body).toEqual({ ip: '127.0.0.1', country_code: 'GB', country_calling_code: '+44', currency: 'GBP' });
  });

  it.each([
    ['80.128.0.1', { country_code: 'DE', country_calling_code: '+49', currency: 'EUR' }],
    ['2a00:1450:4001:81b::200e', { country_code: 'DE', country_calling_code: '+49', currency: 'EUR' }],
    ['81.128.0.1', { country_code: 'GB', country_calling_code: '+44', currency: 'GBP' }],
  ])('places the public address %s by the IP-to-country data, whatever GEO_LOCAL_COUNTRY says', async (ip, place) => {
    const { app } = createTestApp({ config: { trustProxy: true, geoLocalCountry: 'US' } });
    const res = await geo(app, '/ip-lookup', { headers: { 'X-Forwarded-For': ip } });
    expect(res.body).toEqual({ ip, ...place });
  });
});

describe('the phone one-time code', () => {
  const phone = '+4930123456';
  const codeFromOutbox = async (app: ReturnType<typeof createTestApp>['app']) => {
    const res = await app.request(`/api/dev/outbox?to=${encodeURIComponent(phone)}`, {}, socketFrom());
    const mails = ((await res.json()) as { data: { text: string }[] }).data;
    return mails[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  };
  const send = (app: ReturnType<typeof createTestApp>['app']) =>
    geo<Answer<{ resend_after_seconds: number }>>(app, '/otp/send', {
      method: 'POST',
      body: JSON.stringify({ phone, landline: false }),
    });
  const verify = (app: ReturnType<typeof createTestApp>['app'], code: string) =>
    geo(app, '/otp/verify', { method: 'POST', body: JSON.stringify({ phone, code }) });

  it('sends a code through the outbox, refuses a wrong one, and accepts the right one', async () => {
    const { app } = createTestApp();
    expect((await send(app)).body.data.resend_after_seconds).toBe(60);
    const code = await codeFromOutbox(app);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify(app, wrong)).toEqual({ status: 400, body: { detail: 'The code is not correct' } });
    expect(await verify(app, code)).toEqual({ status: 200, body: { success: true, data: { verified: true } } });
  });

  it('keeps a resend cool-down of 60 seconds', async () => {
    const { app, clock } = createTestApp();
    await send(app);
    const again = await send(app);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ detail: 'Please wait 60 seconds before asking for a new code' });
    const raw = await app.request('/geo/otp/send', {
      method: 'POST',
      headers: { ...KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    expect(raw.headers.get('Retry-After')).toBe('60');
    clock.advance(60_000);
    expect((await send(app)).status).toBe(200);
  });

  it('allows five tries, and a code expires after ten minutes', async () => {
    const { app, clock } = createTestApp();
    await send(app);
    const code = await codeFromOutbox(app);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(app, wrong)).status).toBe(400);
    expect(await verify(app, code)).toEqual({
      status: 429,
      body: { detail: 'Too many wrong codes. Send a new code.' },
    });

    clock.advance(60_000);
    await send(app);
    const fresh = await codeFromOutbox(app);
    clock.advance(10 * 60_000);
    expect((await verify(app, fresh)).body).toEqual({
      detail: 'The code has expired or was never sent. Send a new code.',
    });
  });
});
