import {
  citySchema,
  countrySchema,
  geoAnswerSchema,
  geoRefusalSchema,
  ipInfoSchema,
  phoneCodeSentSchema,
  phoneCodeVerifiedSchema,
  postalCodeResultSchema,
  stateSchema,
} from '@casino/api-contract';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { z } from '@/lib/zod';

/** A refusal or failure of the geo service; `detail` is its own text when it gave one (a 400 "not supported"). */
export class GeoError extends Error {
  override readonly name = 'GeoError';
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    /** Seconds the service asks to wait (a 429's Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? `Geo service error (HTTP ${status})`);
  }
}

export type GeoClientOptions = { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number };

/**
 * The geo service (docs/product.md#calls): its own host and bearer key from configuration (VITE_GEO_API_URL, VITE_GEO_API_KEY),
 * no cookies. Answers are parsed at the boundary.
 */
export function createGeoClient({ baseUrl, apiKey, fetch: doFetch, timeoutMs = REQUEST_TIMEOUT_MS }: GeoClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  async function request<S extends z.core.$ZodType>(path: string, schema: S, body?: unknown, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await (doFetch ?? globalThis.fetch)(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }).catch(() => {
      throw new GeoError(0, undefined);
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new GeoError(
        response.status,
        geoRefusalSchema.safeParse(json).data?.detail,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    const parsed = z.safeParse(schema, json);
    if (!parsed.success) throw new GeoError(response.status, undefined);
    return parsed.data as z.output<S>;
  }
  const data = <T extends z.core.$ZodType>(schema: T) =>
    z.pipe(
      geoAnswerSchema(schema),
      z.transform((a) => (a as unknown as { data: z.output<T> }).data),
    );

  return {
    countries: (signal?: AbortSignal) =>
      request('/geo-check/countries', data(z.array(countrySchema)), undefined, signal),
    states: (countryCode: string, signal?: AbortSignal) =>
      request(
        `/geo-check/states?country_code=${encodeURIComponent(countryCode)}`,
        data(z.array(stateSchema)),
        undefined,
        signal,
      ),
    cities: (stateId: number, signal?: AbortSignal) =>
      request(`/geo-check/cities/state/${stateId}`, data(z.array(citySchema)), undefined, signal),
    postalCode: (country: string, zip: string, signal?: AbortSignal) =>
      request('/postal-code', data(postalCodeResultSchema), { country: country.toLowerCase(), zip }, signal),
    ipInfo: (signal?: AbortSignal) => request('/ip-lookup', ipInfoSchema, undefined, signal),
    sendPhoneCode: (phone: string) => request('/otp/send', data(phoneCodeSentSchema), { phone, landline: false }),
    verifyPhoneCode: (phone: string, code: string) =>
      request('/otp/verify', data(phoneCodeVerifiedSchema), { phone, code }),
  };
}

export type GeoClient = ReturnType<typeof createGeoClient>;

export const geoClient = createGeoClient({ baseUrl: env.VITE_GEO_API_URL, apiKey: env.VITE_GEO_API_KEY });
