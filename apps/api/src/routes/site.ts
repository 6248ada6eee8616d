import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { okFor } from '../http/contract-answer';
import { siteSettings } from '../services/site-rules';

/** `GET /site`: the jurisdiction's rules and whether this visitor's country is served. */
export function siteRoutes({ config }: AppDeps) {
  return new Hono<AppEnv>().get(endpoints.site.path, (c) => {
    c.header('Cache-Control', 'no-store');
    return okFor(c, 'site', siteSettings(c, config));
  });
}
