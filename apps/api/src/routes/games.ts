import { decodeGameFilters, endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findGameByAlias, gamesOfGroup, listCategories, listProviders, searchGames } from '../db/queries/games';
import { okFor } from '../http/contract-answer';
import { paged, paginate } from '../http/envelope';
import { badRequest, notFound } from '../http/http-error';
import { readParams, readQuery } from '../http/validation';

/** Brief: 24 games per page unless asked; home carousels take 16 (docs/product.md#paging-and-sizes). */
const GAMES_PER_PAGE = 24;
const GROUP_LIMIT = 16;

export function gamesRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(endpoints.games.path, async (c) => {
    const q = readQuery(c, endpoints.games.query);
    const { filters, errors } = decodeGameFilters(new URL(c.req.url).searchParams.entries());
    if (errors[0]) throw badRequest(errors[0]);
    const perPage = q.per_page ?? GAMES_PER_PAGE;
    const { items, total } = await searchGames(db, filters, q.page, perPage);
    return okFor(c, 'games', paged(items, paginate(total, q.page, perPage)));
  });

  // Fixed paths are registered before `/games/:alias` so `categories` is never read as an alias.
  app.get(endpoints.gameCategories.path, async (c) => okFor(c, 'gameCategories', await listCategories(db)));
  app.get(endpoints.gameProviders.path, async (c) => okFor(c, 'gameProviders', await listProviders(db)));

  app.get(endpoints.gameGroup.path, async (c) => {
    const { limit } = readQuery(c, endpoints.gameGroup.query);
    const { group } = readParams(c, endpoints.gameGroup.params);
    const games = await gamesOfGroup(db, group, limit ?? GROUP_LIMIT);
    if (!games) throw notFound('Game group not found');
    return okFor(c, 'gameGroup', games);
  });

  app.get(endpoints.game.path, async (c) => {
    const game = await findGameByAlias(db, readParams(c, endpoints.game.params).alias);
    if (!game) throw notFound('Game not found');
    return okFor(c, 'game', game);
  });

  return app;
}
