import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import { clientIp } from '../../http/client-ip';
import { isLoopbackOrPrivate } from './ip-address';
import { countryOfIp } from './ip-country-database';

/**
 * The ISO country of the request's IP (behind TRUST_PROXY, the first X-Forwarded-For hop), or null when it cannot
 * be placed. Loopback and private addresses (a developer's machine, a test run, an office network) have no location
 * of their own and report the configured country; public ones are looked up in the IP-to-country data.
 */
export function visitorCountry(c: Context<AppEnv>, config: Pick<Config, 'trustProxy' | 'geoLocalCountry'>) {
  const ip = clientIp(c, config.trustProxy);
  return isLoopbackOrPrivate(ip) ? config.geoLocalCountry : countryOfIp(ip);
}
