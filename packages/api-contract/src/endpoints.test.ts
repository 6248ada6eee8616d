import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from './endpoints';

describe('endpoint table', () => {
  it('fills path parameters and encodes them so they cannot add segments', () => {
    expect(buildPath(endpoints.game.path, { alias: 'book-of/../x' })).toBe('/games/book-of%2F..%2Fx');
    expect(buildPath(endpoints.cancelPromotion.path, { id: 7 })).toBe('/me/promotions/histories/7/cancel');
  });

  it('covers every call once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/refresh-token',
        'GET /me/withdrawals',
        'POST /me/withdrawals/cancel',
        'GET /games/group/:group',
        'DELETE /me/games/favorites/:id',
      ]),
    );
  });

  it('rejects a page that is not a positive whole number with a clear message', () => {
    const parsed = endpoints.bets.query.safeParse({ page: '0' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('page must be 1 or more');
    expect(endpoints.bets.query.parse({})).toEqual({ page: 1 });
  });
});
