import { describe, expect, it } from 'vitest';
import { isNotificationParams, notificationSchema } from './notifications';

const base = { id: 1, createdAt: '2026-01-01T00:00:00.000Z', readAt: null };

describe('notificationSchema', () => {
  it.each([
    ['deposit-confirmed', { amount: 5000, currency: 'EUR' }],
    ['withdrawal-rejected', { amount: 5000, currency: 'EUR', reason: null }],
    ['bonus-expiring', { title: 'Welcome Bonus', expiresAt: '2026-01-02T00:00:00.000Z' }],
    ['limit-changed', { limit: 'deposit', period: 'daily', amount: null, currency: 'EUR', effectiveAt: null }],
    ['verification-approved', {}],
    ['verification-rejected', { reason: 'The photo is blurred' }],
  ])('reads a %s notice', (kind, params) => {
    expect(notificationSchema.safeParse({ ...base, kind, params }).success).toBe(true);
  });

  it.each([
    ['an unknown kind', { ...base, kind: 'lottery-win', params: {} }],
    ['params of another kind', { ...base, kind: 'deposit-confirmed', params: { reason: 'x' } }],
    ['a negative id', { ...base, id: -1, kind: 'verification-approved', params: {} }],
  ])('refuses %s', (_, value) => {
    expect(notificationSchema.safeParse(value).success).toBe(false);
  });
});

describe('isNotificationParams', () => {
  it('tells the params of a kind from others', () => {
    expect(isNotificationParams('verification-rejected', { reason: 'Expired passport' })).toBe(true);
    expect(isNotificationParams('verification-rejected', {})).toBe(false);
  });
});
