import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import type { AmountCheck } from './amount-check';
import { amountMessage } from './amount-message';

describe('amountMessage', () => {
  const { t } = createI18n();
  it.each<[AmountCheck, string, string | undefined]>([
    [{ ok: true, minorUnits: 2_000 }, 'USD', undefined],
    [{ ok: false, error: 'required' }, 'USD', 'Enter an amount'],
    [{ ok: false, error: 'invalid' }, 'USD', 'Enter a valid amount'],
    [{ ok: false, error: 'min', limit: 2_000 }, 'USD', 'The minimum is $20.00'],
    [{ ok: false, error: 'max', limit: 500_000 }, 'USD', 'The maximum is $5,000.00'],
    [
      { ok: false, error: 'over-balance', limit: 8_000 },
      'USD',
      'The amount is more than your withdrawable balance of $80.00',
    ],
    [{ ok: false, error: 'min', limit: 1_000 }, 'EUR', 'The minimum is €10.00'],
  ])('%j in %s says %j', (check, currency, expected) => {
    expect(amountMessage(t, check, currency, 'en-US')).toBe(expected);
  });
});
