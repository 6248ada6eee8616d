import { categorySchema, gameSchema, providerSchema } from '../entities/games';
import { currencySchema, languageSchema } from '../entities/money';
import { pagedSchema } from '../envelope';
import { siteSettingsSchema } from '../jurisdiction';
import { gameGroupQuerySchema, gamesQuerySchema } from '../queries';
import { urlSafeString } from '../text-fields';
import { z } from '../zod';
import { aliasParams, type EndpointDefinition } from './definition';

/** What any visitor's lobby reads: the site, the games and their categories, providers, currencies, languages. */
export const catalogueEndpoints = {
  currencies: { method: 'GET', path: '/currencies', auth: 'none', response: z.array(currencySchema) },
  languages: { method: 'GET', path: '/languages', auth: 'none', response: z.array(languageSchema) },
  games: { method: 'GET', path: '/games', auth: 'none', query: gamesQuerySchema, response: pagedSchema(gameSchema) },
  gameCategories: { method: 'GET', path: '/games/categories', auth: 'none', response: z.array(categorySchema) },
  gameProviders: { method: 'GET', path: '/games/providers', auth: 'none', response: z.array(providerSchema) },
  gameGroup: {
    method: 'GET',
    path: '/games/group/:group',
    auth: 'none',
    params: z.object({ group: urlSafeString('group', 'alias') }),
    query: gameGroupQuerySchema,
    response: z.array(gameSchema),
  },
  game: { method: 'GET', path: '/games/:alias', auth: 'none', params: aliasParams, response: gameSchema },
  site: { method: 'GET', path: '/site', auth: 'none', response: siteSettingsSchema },
} as const satisfies Record<string, EndpointDefinition>;
