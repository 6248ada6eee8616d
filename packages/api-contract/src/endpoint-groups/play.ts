import { demoSpinBodySchema, realSpinBodySchema, spinResultSchema } from '../entities/demo-game';
import {
  favoriteBodySchema,
  gameLaunchBodySchema,
  gameLaunchSchema,
  gameSchema,
  recentGamesHandoverBodySchema,
} from '../entities/games';
import { urlSafeString } from '../text-fields';
import { z } from '../zod';
import { aliasParams, type EndpointDefinition, idParams, nothing } from './definition';

/** Launching and playing games, and the player's favourite and recent games. */
export const playEndpoints = {
  favorites: { method: 'GET', path: '/me/games/favorites', auth: 'user', response: z.array(gameSchema) },
  addFavorite: {
    method: 'POST',
    path: '/me/games/favorites',
    auth: 'user',
    body: favoriteBodySchema,
    response: nothing,
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/me/games/favorites/:id',
    auth: 'user',
    params: idParams,
    response: nothing,
  },
  realGameLink: {
    method: 'POST',
    path: '/games/real/link',
    auth: 'user',
    body: gameLaunchBodySchema,
    response: gameLaunchSchema,
  },
  demoGameLink: {
    method: 'POST',
    path: '/games/demo/link',
    auth: 'none',
    body: gameLaunchBodySchema,
    response: gameLaunchSchema,
  },
  recentGames: { method: 'GET', path: '/me/games/recent', auth: 'user', response: z.array(gameSchema) },
  /** Merges the games a visitor played in this browser into the account's list; answers the merged list. */
  handOverRecentGames: {
    method: 'POST',
    path: '/me/games/recent',
    auth: 'user',
    body: recentGamesHandoverBodySchema,
    response: z.array(gameSchema),
  },
  realGameSpin: {
    method: 'POST',
    path: '/games/sessions/:token/spin',
    auth: 'none',
    params: z.object({ token: urlSafeString('token', 'token') }),
    body: realSpinBodySchema,
    response: spinResultSchema,
  },
  demoGameSpin: {
    method: 'POST',
    path: '/games/demo/:alias/spin',
    auth: 'none',
    params: aliasParams,
    body: demoSpinBodySchema,
    response: spinResultSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
