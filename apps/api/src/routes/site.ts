import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { bodyFor, okFor } from '../http/contract-answer';
import { siteSettings } from '../services/site-rules';
import type { DocumentAnswers } from './web-static';

/** `GET /site`: the jurisdiction's rules and whether this visitor's country is served. */
export function siteRoutes({ config }: AppDeps) {
  return new Hono<AppEnv>().get(endpoints.site.path, (c) => {
    c.header('Cache-Control', 'no-store');
    return okFor(c, 'site', siteSettings(c, config));
  });
}

/**
 * What the documents of the web app carry for this visitor (docs/architecture.md#answers-inlined-by-the-server): the `GET /site` answer, so the boot
 * script knows before the first paint whether the lobby is to be shown, and the app needs no round trip for it.
 */
export function siteDocumentAnswers({ config }: Pick<AppDeps, 'config'>): DocumentAnswers {
  return (c) => {
    return { [endpoints.site.path]: bodyFor(c, 'site', siteSettings(c, config)) };
  };
}
