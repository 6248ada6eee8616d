import { MAX_LENGTH } from '@casino/api-contract';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import type { LoginOrigin } from '../db/queries/sessions';
import { visitorCountry } from '../services/geo/visitor-country';

/**
 * What the devices list shows of where a login started: the browser's user agent (bounded like any string the API
 * keeps) and the country of its address. The address itself is not kept: the country is all the list needs.
 */
export const loginOrigin = (c: Context<AppEnv>, config: Config): LoginOrigin => ({
  userAgent: (c.req.header('User-Agent') ?? '').slice(0, MAX_LENGTH.userAgent),
  country: visitorCountry(c, config),
});
