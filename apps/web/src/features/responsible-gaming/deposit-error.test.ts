import { formatDateTime, formatMoney } from '@casino/ui';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { i18n } from '@/lib/i18n';
import { depositErrorText } from './deposit-error';

const EN_US = {
  money: (minor: number, currency?: string) => formatMoney(minor, currency, 'en-US'),
  dateTime: (value: string | number | Date) => formatDateTime(value, 'en-US'),
};

const refusal = (data: unknown, message = 'server text') =>
  new ApiError({ kind: 'envelope', status: 422, message, endpoint: 'cardDeposit', data });

describe('depositErrorText', () => {
  const t = i18n.t.bind(i18n);

  it.each([
    [
      'a deposit limit, named with what is left',
      refusal({ code: 'DEPOSIT_LIMIT_EXCEEDED', period: 'weekly', limit: 50_000, remaining: 1_250, currency: 'USD' }),
      'This deposit would exceed your weekly deposit limit of $500.00. You can deposit up to $12.50 more in this period.',
    ],
    [
      'a break, with its end',
      refusal({ code: 'GAMING_BLOCKED', kind: 'cool-off', until: '2026-11-27T12:00:00.000Z' }),
      /^Deposits are paused until Nov 27, 2026.* because your cool-off is active\. You can still withdraw\.$/,
    ],
    [
      'any other refusal keeps the server message',
      refusal(null, 'Your card was declined: Stolen card'),
      'Your card was declined: Stolen card',
    ],
    ['a code with a broken shape keeps the server message', refusal({ code: 'DEPOSIT_LIMIT_EXCEEDED' }), 'server text'],
    ['something that is not an error gets the fallback', undefined, 'The deposit failed'],
  ])('%s', (_, error, expected) => {
    const text = depositErrorText(t, EN_US, error, 'The deposit failed');
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
});
