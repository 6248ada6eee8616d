import { userSchema } from '../entities/user';
import { meQuerySchema } from '../queries';
import { type EndpointDefinition, nothing } from './definition';

/**
 * The session's own calls, made on every page by every visitor: who is signed in, renewing and ending the session.
 * Apart from the sign-in and sign-up forms' schemas, which only those forms need.
 */
export const sessionEndpoints = {
  me: { method: 'GET', path: '/me', auth: 'user', query: meQuerySchema, response: userSchema },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', auth: 'none', response: nothing },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none', response: nothing },
} as const satisfies Record<string, EndpointDefinition>;
