import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findGameCard } from '../db/queries/games';
import { listPromotions } from '../db/queries/promotions';
import { notFound } from '../http/http-error';
import { gameThumbnail, promotionBanner } from '../services/thumbnails';

/** A picture never changes for a given alias, so browsers may keep it for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
const SVG_FILE = /^([a-z0-9-]+)\.svg$/;

/** Stands in for the content-delivery host that relative image paths are prefixed with (docs/product.md#lobby-and-search). */
export function cdnRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  const sendSvg = (ifNoneMatch: string | undefined, svg: string) => {
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    const headers = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': LONG_CACHE, ETag: etag };
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
    return new Response(svg, { status: 200, headers });
  };

  app.get('/cdn/games/:file', async (c) => {
    const alias = SVG_FILE.exec(c.req.param('file'))?.[1];
    const game = alias ? await findGameCard(db, alias) : undefined;
    if (!alias || !game) throw notFound('Image not found');
    return sendSvg(c.req.header('If-None-Match'), gameThumbnail(alias, game.name, game.provider));
  });

  app.get('/cdn/promotions/:file', async (c) => {
    const alias = SVG_FILE.exec(c.req.param('file'))?.[1];
    const promotion = (await listPromotions(db)).find((p) => p.alias === alias);
    if (!alias || !promotion) throw notFound('Image not found');
    return sendSvg(c.req.header('If-None-Match'), promotionBanner(alias, promotion.title));
  });

  return app;
}
