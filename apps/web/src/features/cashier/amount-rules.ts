import { parseAmountToMinorUnits } from '@casino/ui';

export type AmountCheck =
  | { ok: true; minorUnits: number }
  | { ok: false; error: 'required' | 'invalid' | 'min' | 'max' | 'over-balance'; limit?: number };

/**
 * The typed amount against the method's limits (minor units) and, for withdrawals, the withdrawable balance.
 * `limit` says which number the message should show.
 */
export function checkAmount(
  text: string,
  currency: string,
  limits: { min?: number; max?: number; balance?: number },
): AmountCheck {
  const parsed = parseAmountToMinorUnits(text, currency);
  if (!parsed.ok) return { ok: false, error: parsed.error === 'empty' ? 'required' : 'invalid' };
  const amount = parsed.minorUnits;
  if (amount <= 0) return { ok: false, error: 'invalid' };
  if (limits.min !== undefined && amount < limits.min) return { ok: false, error: 'min', limit: limits.min };
  if (limits.balance !== undefined && amount > limits.balance) {
    return { ok: false, error: 'over-balance', limit: limits.balance };
  }
  if (limits.max !== undefined && amount > limits.max) return { ok: false, error: 'max', limit: limits.max };
  return { ok: true, minorUnits: amount };
}
