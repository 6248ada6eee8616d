import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { addFavorite, listFavoriteGameIds, removeFavorite } from '../db/queries/favorites';
import { findGameById, findGamesByIds } from '../db/queries/games';
import { okFor } from '../http/contract-answer';
import { notFound } from '../http/http-error';
import { requireUser } from '../http/require-user';
import { readBody, readParams } from '../http/validation';

export function favoritesRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  // Per route, not app.use: mounted at the API root, a catch-all middleware would guard every public route too.
  const auth = requireUser(deps);

  app.get(endpoints.favorites.path, auth, async (c) =>
    okFor(c, 'favorites', await findGamesByIds(db, await listFavoriteGameIds(db, c.get('session').user.id))),
  );

  app.post(endpoints.addFavorite.path, auth, async (c) => {
    const { gameId } = await readBody(c, endpoints.addFavorite.body);
    if (!(await findGameById(db, gameId))) throw notFound('Game not found');
    await addFavorite(db, c.get('session').user.id, gameId, new Date(clock()).toISOString());
    return okFor(c, 'addFavorite', null);
  });

  // Removing a game that is not a favourite is not an error: the end state is what the player asked for.
  app.delete(endpoints.removeFavorite.path, auth, async (c) => {
    await removeFavorite(db, c.get('session').user.id, readParams(c, endpoints.removeFavorite.params).id);
    return okFor(c, 'removeFavorite', null);
  });

  return app;
}
