import { timingSafeEqual } from 'node:crypto';
import {
  type IpInfo,
  postalCodeBodySchema,
  sendPhoneCodeBodySchema,
  verifyPhoneCodeBodySchema,
} from '@casino/api-contract';
import * as flags from 'country-flag-icons/string/3x2';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { clientIp } from '../http/client-ip';
import { type AnySchema, describeIssue } from '../http/validation';
import { citiesOfState, findCountry, geoData, statesOf } from '../services/geo/geo-data';
import { sendPhoneCode, verifyPhoneCode } from '../services/geo/phone-codes';
import { isPostalLookupSupported, lookUpPostalCode } from '../services/geo/postal-codes';
import { visitorCountry } from '../services/geo/visitor-country';

/** Where the geo service is mounted; the web app's VITE_GEO_API_URL points here by default. */
export const GEO_BASE_PATH = '/geo';

const FLAGS = flags as unknown as Record<string, string | undefined>;
const ONE_DAY_SECONDS = 24 * 60 * 60;

const answer = <T>(c: Context, data: T) => c.json({ success: true as const, data });
const refuse = (c: Context, status: 400 | 401 | 404 | 429, detail: string) => c.json({ detail }, status);

type Read<T> = { ok: true; data: T } | { ok: false; error: string };

async function readJson<S extends AnySchema>(c: Context, schema: S): Promise<Read<z.output<S>>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, error: 'Request body must be valid JSON' };
  }
  const parsed = z.safeParse(schema, raw);
  return parsed.success
    ? { ok: true, data: parsed.data as z.output<S> }
    : { ok: false, error: describeIssue(parsed.error) };
}

function hasKey(header: string | undefined, key: string): boolean {
  const given = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The geo service (docs/product.md#calls): countries, states, cities, the postal-code look-up, the IP look-up and the phone
 * one-time code. It has its own base path and its own bearer key, as the separate host it stands in for; flags are
 * public images (an `<img>` cannot send the key).
 */
export function geoRoutes({ db, config, clock }: AppDeps) {
  const flagUrl = (iso2: string) => (FLAGS[iso2] ? `${GEO_BASE_PATH}/flags/${iso2}.svg` : '');
  const data = () => geoData(flagUrl);
  const app = new Hono<AppEnv>();

  // Another host in production: the browser must be allowed to send the key across origins.
  app.use('*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], allowMethods: ['GET', 'POST'] }));

  app.get('/flags/:file{[A-Z]{2}\\.svg}', (c) => {
    const svg = FLAGS[c.req.param('file').slice(0, 2)];
    if (!svg) return refuse(c, 404, 'No flag for this country');
    c.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
  });

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    if (!hasKey(c.req.header('Authorization'), config.geoApiKey)) return refuse(c, 401, 'Missing or invalid API key');
    c.header('Cache-Control', 'no-store');
    return next();
  });

  app.get('/geo-check/countries', (c) => answer(c, data().countries));
  app.get('/geo-check/states', (c) => answer(c, statesOf(data(), c.req.query('country_code')?.trim())));
  app.get('/geo-check/cities/state/:stateId', (c) => {
    const id = Number(c.req.param('stateId'));
    const cities = Number.isSafeInteger(id) ? citiesOfState(data(), id) : undefined;
    return cities ? answer(c, cities) : refuse(c, 404, 'Unknown state');
  });

  app.post('/postal-code', async (c) => {
    const body = await readJson(c, postalCodeBodySchema);
    if (!body.ok) return refuse(c, 400, body.error);
    const { country, zip } = body.data;
    if (!isPostalLookupSupported(country)) {
      return refuse(c, 400, `Postal code look-up is not supported for this country (${country.toUpperCase()})`);
    }
    const found = lookUpPostalCode(country, zip);
    return found ? answer(c, found) : refuse(c, 404, 'No address found for this postal code');
  });

  app.get('/ip-lookup', (c) => {
    const ip = clientIp(c, config.trustProxy);
    // An address the look-up cannot place reports no country, and the sign-up falls back to its defaults (docs/product.md#sign-up).
    const code = visitorCountry(c, config);
    const country = code ? findCountry(data(), code) : undefined;
    const info: IpInfo = {
      ip,
      country_code: country?.iso2 ?? null,
      country_calling_code: country?.phonecode ?? null,
      currency: country?.currency ?? null,
    };
    return c.json(info);
  });

  app.post('/otp/send', async (c) => {
    const body = await readJson(c, sendPhoneCodeBodySchema);
    if (!body.ok) return refuse(c, 400, body.error);
    const sent = await sendPhoneCode(db, body.data.phone, clock());
    if (!('detail' in sent)) return answer(c, sent);
    if (sent.retryAfterSeconds) c.header('Retry-After', String(sent.retryAfterSeconds));
    return refuse(c, sent.status, sent.detail);
  });

  app.post('/otp/verify', async (c) => {
    const body = await readJson(c, verifyPhoneCodeBodySchema);
    if (!body.ok) return refuse(c, 400, body.error);
    const result = await verifyPhoneCode(db, body.data.phone, body.data.code, clock());
    return result === true ? answer(c, { verified: true as const }) : refuse(c, result.status, result.detail);
  });

  app.notFound((c) => refuse(c, 404, 'Not found'));
  return app;
}
