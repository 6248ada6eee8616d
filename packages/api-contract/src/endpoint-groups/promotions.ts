import { activePromotionSchema, promotionSchema } from '../entities/promotions';
import { tournamentSchema } from '../entities/tournaments';
import { z } from '../zod';
import { aliasParams, type EndpointDefinition, idParams, nothing } from './definition';

/** Promotions, the player's bonuses and tournaments. */
export const promotionEndpoints = {
  promotions: { method: 'GET', path: '/promotions', auth: 'none', response: z.array(promotionSchema) },
  activePromotions: {
    method: 'GET',
    path: '/promotions/active',
    auth: 'user',
    response: z.array(activePromotionSchema),
  },
  activatePromotion: {
    method: 'POST',
    path: '/me/promotions/:alias/activate',
    auth: 'user',
    params: aliasParams,
    response: activePromotionSchema,
  },
  cancelPromotion: {
    method: 'POST',
    path: '/me/promotions/histories/:id/cancel',
    auth: 'user',
    params: idParams,
    response: nothing,
  },
  tournaments: { method: 'GET', path: '/tournaments', auth: 'none', response: z.array(tournamentSchema) },
} as const satisfies Record<string, EndpointDefinition>;
