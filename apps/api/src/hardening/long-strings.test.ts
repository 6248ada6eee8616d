import { type EndpointDefinition, type EndpointName, endpoints, MAX_LENGTH } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { type Answer, createTestApp, type TestBrowser } from '../testing/test-app';
import { BODY_SAMPLES, PARAM_SAMPLES, PLAIN_BODIES, QUERY_SAMPLES } from './request-samples';
import { type FieldPath, hasPath, objectKeys, stringFieldPaths, withValueAt } from './schema-strings';

/**
 * Every string field of every endpoint of the contract, found by walking its zod schema,
 * is sent a 60,000-character value, a NUL byte, a lone surrogate and markup. Each answer is a 4xx error envelope:
 * never a 500, never a success that stored the value. The API keeps answering afterwards.
 */
const ATTACKS = {
  'a 60,000-character value': '1'.repeat(60_000),
  'a NUL byte': 'ab\u0000cd',
  'a lone surrogate': 'ab\ud800cd',
  markup: '<script>alert(1)</script>',
} as const;

const entries = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/** Path values travel percent-encoded; a lone surrogate has no UTF-8 form, so its bytes are sent as they are. */
const encodePathValue = (value: string) => (value.includes('\ud800') ? 'ab%ED%A0%80cd' : encodeURIComponent(value));

function pathOf(endpoint: EndpointDefinition, params: Record<string, unknown>, query?: Record<string, unknown>) {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodePathValue(String(params[name])));
  const search = Object.entries(query ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodePathValue(String(v))}`)
    .join('&');
  return `/api${path}${search ? `?${search}` : ''}`;
}

type Case = { where: string; params: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** Every request of one endpoint: each string field of its body, query and path, with each attack. */
function casesOf(name: EndpointName, endpoint: EndpointDefinition): Case[] {
  const params = PARAM_SAMPLES[name]?.[0]?.() ?? {};
  const query = QUERY_SAMPLES[name]?.[0]?.() ?? {};
  const plainBody = PLAIN_BODIES[name];
  const bodyFor = () => BODY_SAMPLES[name]?.[0]?.() ?? plainBody;
  const cases: Case[] = [];
  for (const [attack, value] of Object.entries(ATTACKS)) {
    if (endpoint.body) {
      for (const path of stringFieldPaths(endpoint.body)) {
        for (const sample of (BODY_SAMPLES[name] ?? []).map((make) => make())) {
          if (hasPath(sample, path)) {
            cases.push({
              where: `body ${path.join('.')} (${attack})`,
              params,
              query,
              body: withValueAt(sample, path, value),
            });
          }
        }
      }
    }
    for (const key of endpoint.query ? objectKeys(endpoint.query) : []) {
      cases.push({ where: `query ${key} (${attack})`, params, query: { ...query, [key]: value }, body: bodyFor() });
    }
    for (const key of endpoint.params ? objectKeys(endpoint.params) : []) {
      cases.push({ where: `path ${key} (${attack})`, params: { ...params, [key]: value }, query, body: bodyFor() });
    }
  }
  return cases;
}

let browser: TestBrowser;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  app = createTestApp();
  browser = app.browser();
  expect((await browser.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

function send(endpoint: EndpointDefinition, c: Case): Promise<Answer> {
  const path = pathOf(endpoint, c.params, c.query);
  // Every state-changing request says it carries JSON, as the API requires (item 3), body or not.
  const headers: Record<string, string> = STATE_CHANGING.has(endpoint.method)
    ? { 'Content-Type': 'application/json' }
    : {};
  return browser.send(endpoint.method, path, { body: c.body, headers });
}

describe('the request samples', () => {
  it('are valid requests, so a refusal in the corpus is the attacked field’s', () => {
    for (const [name, endpoint] of entries) {
      for (const make of BODY_SAMPLES[name] ?? []) expect(endpoint.body?.safeParse(make()).success, name).toBe(true);
      for (const make of QUERY_SAMPLES[name] ?? []) expect(endpoint.query?.safeParse(make()).success, name).toBe(true);
      for (const make of PARAM_SAMPLES[name] ?? []) expect(endpoint.params?.safeParse(make()).success, name).toBe(true);
    }
  });

  it('reach every string field of every body and every path parameter of the contract', () => {
    const missing: string[] = [];
    for (const [name, endpoint] of entries) {
      const bodies = (BODY_SAMPLES[name] ?? []).map((make) => make());
      const paths: FieldPath[] = endpoint.body ? stringFieldPaths(endpoint.body) : [];
      for (const path of paths)
        if (!bodies.some((b) => hasPath(b, path))) missing.push(`${name} body ${path.join('.')}`);
      for (const key of endpoint.params ? objectKeys(endpoint.params) : []) {
        if (!PARAM_SAMPLES[name]?.[0]?.()[key]) missing.push(`${name} path ${key}`);
      }
      // A `:name` the API reads must be in the contract, bounded like any other string.
      for (const [, key] of endpoint.path.matchAll(/:([A-Za-z]+)/g)) {
        if (!endpoint.params || !objectKeys(endpoint.params as z.core.$ZodType).includes(key as string)) {
          missing.push(`${name} has no schema for :${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Endpoints that read no string (lists, `/site`, a body of numbers) have no case. */
const CORPUS = entries
  .map(([name, endpoint]) => [name, endpoint, casesOf(name, endpoint)] as const)
  .filter(([, , cases]) => cases.length > 0);

describe.each(CORPUS)('long, broken and marked-up strings to %s', (_name, endpoint, cases) => {
  it(`answer a 4xx error envelope (${cases.length} requests)`, async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await send(endpoint, c);
      const envelope = res.status >= 400 && res.status < 500 && res.body?.status === 'error' && !!res.body.message;
      if (!envelope) wrong.push(`${c.where}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** A URL carries UTF-8: a lone surrogate cannot be written in one, and its bytes decode to U+FFFD (plain text). */
const { 'a lone surrogate': _, ...URL_ATTACKS } = ATTACKS;

describe('game filters (read beside the /games query schema)', () => {
  it.each(
    Object.entries(URL_ATTACKS).flatMap(([attack, value]) =>
      (['name', 'categories.alias', 'provider'] as const).map((field) => [field, attack, value] as const),
    ),
  )('a %s filter with %s is a 400', async (field, _attack, value) => {
    const operator = field === 'name' ? '~' : '=';
    const query = { 'filters[0][field]': field, 'filters[0][operator]': operator, 'filters[0][value]': value };
    const res = await browser.get(pathOf(endpoints.games, {}, query));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^filters\[0\] is not valid/);
  });
});

describe('an over-long withdrawal address (item 4: seconds of CPU per request before)', () => {
  it.each(['btc', 'ltc', 'bch', 'dogecoin'] as const)(
    'to %s is refused by its length, and the address validator never reads it',
    async (coin) => {
      const validate = vi.spyOn(WAValidator, 'validate');
      for (const address of ['1'.repeat(60_000), '1'.repeat(MAX_LENGTH.cryptoAddress + 1)]) {
        const res = await browser.post('/api/me/withdrawals', {
          method: 'crypto',
          idempotencyKey: `long-address-${coin}-${address.length}`,
          amount: 1_000,
          coin,
          address,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('address must be at most 128 characters');
      }
      expect(validate).not.toHaveBeenCalled();
    },
  );
});

describe('after the corpus', () => {
  it('the API still answers, and the player still has a working session', async () => {
    expect((await browser.get('/api/site')).status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);
  });
});
