import {
  playSessionQuerySchema,
  playSessionSummarySchema,
  responsibleGamingSchema,
  setGamingLimitBodySchema,
  setRealityCheckBodySchema,
  startGamingBlockBodySchema,
} from '../entities/responsible-gaming';
import type { EndpointDefinition } from './definition';

/** The player's limits, blocks, reality check and play session. */
export const responsibleGamingEndpoints = {
  responsibleGaming: { method: 'GET', path: '/me/responsible-gaming', auth: 'user', response: responsibleGamingSchema },
  setGamingLimit: {
    method: 'PUT',
    path: '/me/responsible-gaming/limits',
    auth: 'user',
    body: setGamingLimitBodySchema,
    response: responsibleGamingSchema,
  },
  startGamingBlock: {
    method: 'POST',
    path: '/me/responsible-gaming/block',
    auth: 'user',
    body: startGamingBlockBodySchema,
    response: responsibleGamingSchema,
  },
  setRealityCheck: {
    method: 'PUT',
    path: '/me/responsible-gaming/reality-check',
    auth: 'user',
    body: setRealityCheckBodySchema,
    response: responsibleGamingSchema,
  },
  playSession: {
    method: 'GET',
    path: '/me/responsible-gaming/play-session',
    auth: 'user',
    query: playSessionQuerySchema,
    response: playSessionSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
