import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { addFavorite, listFavoriteGameIds, removeFavorite } from '../db/queries/favorites';
import { findGameById, findGamesByIds } from '../db/queries/games';
import { okFor } from '../http/contract-answer';
import { notFound } from '../http/http-error';
import { readBody, readParams } from '../http/validation';

export function favoritesRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.favorites.path, async (c) =>
    okFor(c, 'favorites', await findGamesByIds(db, await listFavoriteGameIds(db, c.get('session').user.id))),
  );

  app.post(endpoints.addFavorite.path, async (c) => {
    const { gameId } = await readBody(c, endpoints.addFavorite.body);
    if (!(await findGameById(db, gameId))) throw notFound('Game not found');
    await addFavorite(db, c.get('session').user.id, gameId, new Date(clock()).toISOString());
    return okFor(c, 'addFavorite', null);
  });

  // Removing a game that is not a favourite is not an error: the end state is what the player asked for.
  app.delete(endpoints.removeFavorite.path, async (c) => {
    await removeFavorite(db, c.get('session').user.id, readParams(c, endpoints.removeFavorite.params).id);
    return okFor(c, 'removeFavorite', null);
  });

  return app;
}
