import { accountEndpoints } from './endpoint-groups/account';
import { cashierEndpoints } from './endpoint-groups/cashier';
import { catalogueEndpoints } from './endpoint-groups/catalogue';
import type { EndpointDefinition } from './endpoint-groups/definition';
import { historyEndpoints } from './endpoint-groups/history';
import { inboxEndpoints } from './endpoint-groups/inbox';
import { playEndpoints } from './endpoint-groups/play';
import { promotionEndpoints } from './endpoint-groups/promotions';
import { responsibleGamingEndpoints } from './endpoint-groups/responsible-gaming';
import { securityEndpoints } from './endpoint-groups/security';
import { sessionEndpoints } from './endpoint-groups/session';
import { verificationEndpoints } from './endpoint-groups/verification';
import type { z } from './zod';

export type { EndpointDefinition } from './endpoint-groups/definition';
export { API_BASE_PATH, buildPath, type HttpMethod, type PathParams } from './routes';

/**
 * Every call of the API (docs/product.md#calls), the one table both the web app and the reference API read. Its parts live in
 * ./endpoint-groups, one per area, so a client can load the schemas of one area alone (./endpoint-loader.ts).
 */
export const endpoints = {
  ...sessionEndpoints,
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...playEndpoints,
  ...historyEndpoints,
  ...cashierEndpoints,
  ...promotionEndpoints,
  ...responsibleGamingEndpoints,
  ...securityEndpoints,
  ...verificationEndpoints,
  ...inboxEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodMiniType }
  ? z.input<B>
  : never;
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodMiniType }
  ? z.input<Q>
  : never;
