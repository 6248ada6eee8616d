import { describe, expect, it } from 'vitest';
import { amountTone } from './transaction-tone';

describe('the colour of a transaction amount', () => {
  it.each([
    [5_000, 'completed', 'positive'],
    [0, 'completed', 'positive'],
    [-1_000, 'completed', 'negative'],
    [-5_000, 'pending', 'negative'],
    [-2_500, 'cancelled', 'muted'],
    [2_000, 'failed', 'muted'],
  ] as const)('%i %s → %s', (amount, status, tone) => {
    expect(amountTone({ amount, status })).toBe(tone);
  });
});
