import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import { clientIp } from '../../http/client-ip';
import { isLoopbackOrPrivate } from './ip-address';

/**
 * The ISO country of the request's IP, or null when it cannot be placed. No location database ships here:
 * loopback and private addresses (a developer's machine, a test run) report the configured country.
 */
export function visitorCountry(c: Context<AppEnv>, config: Pick<Config, 'trustProxy' | 'geoLocalCountry'>) {
  return isLoopbackOrPrivate(clientIp(c, config.trustProxy)) ? config.geoLocalCountry : null;
}
