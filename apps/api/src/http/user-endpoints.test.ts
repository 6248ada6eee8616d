import { API_BASE_PATH, endpoints } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { isUserEndpoint, USER_ENDPOINTS } from './user-endpoints';

const filled = (path: string) => `${API_BASE_PATH}${path.replace(/:[A-Za-z]+/g, '1')}`;
const userCalls = Object.entries(endpoints).filter(([, endpoint]) => endpoint.auth === 'user');
const publicCalls = Object.entries(endpoints).filter(([, endpoint]) => endpoint.auth === 'none');

describe('the calls only a logged-in player may make', () => {
  it('are every call the contract marks user, and the account stream', () => {
    expect(USER_ENDPOINTS).toHaveLength(userCalls.length + 1);
  });

  it.each(userCalls)(
    '%s answers 401 Unauthenticated to an anonymous request, whatever its body',
    async (_, endpoint) => {
      const answer = await createTestApp()
        .browser()
        .send(endpoint.method, filled(endpoint.path), endpoint.method === 'GET' ? {} : { body: {} });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 'error', data: null, message: 'Unauthenticated' });
    },
  );

  it('include the account stream', async () => {
    const answer = await createTestApp().browser().get(`${API_BASE_PATH}/me/events`);
    expect(answer.status).toBe(401);
  });

  it('answer a HEAD as they answer a GET', async () => {
    const answer = await createTestApp().app.request(`${API_BASE_PATH}/me`, { method: 'HEAD' });
    expect(answer.status).toBe(401);
  });

  it.each(publicCalls)('%s is never taken for one of them', (_, endpoint) => {
    expect(isUserEndpoint(endpoint.method, filled(endpoint.path))).toBe(false);
  });

  it.each([
    ['GET', '/api/me', true],
    ['GET', '/api/me/', true],
    ['GET', '/api/games/slots-x', false],
    ['POST', '/api/games/real/link', true],
    ['GET', '/api/me/bets/extra', false],
  ] as const)('%s %s: %s', (method, path, expected) => {
    expect(isUserEndpoint(method, path)).toBe(expected);
  });
});
