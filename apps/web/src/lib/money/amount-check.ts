import { parseAmountToMinorUnits } from '@casino/ui';

/**
 * Limits of one money amount, in minor units: a payment method's range, and for a withdrawal the withdrawable
 * balance. A missing bound is not checked.
 */
export type AmountLimits = { min?: number; max?: number; balance?: number };

export type AmountFailure = {
  ok: false;
  error: 'required' | 'invalid' | 'min' | 'max' | 'over-balance';
  /** The bound that was crossed, in minor units, for the message to show. */
  limit?: number;
};

export type AmountCheck = { ok: true; minorUnits: number } | AmountFailure;

/**
 * What the player typed against the limits. The text is read by casino-ui's `parseAmountToMinorUnits`, the parser
 * of the `AmountInput` that took it (the currency's own decimals, at most two, docs/product.md#formats); zero is not an amount.
 * Over the balance is said before over the method's maximum: it is the bound the player can do something about.
 */
export function checkAmount(text: string, currency: string, limits: AmountLimits): AmountCheck {
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

/** The typed amount in minor units when it is one (a positive amount in the currency's decimals), else undefined. */
export function typedMinorUnits(text: string, currency: string): number | undefined {
  const check = checkAmount(text, currency, {});
  return check.ok ? check.minorUnits : undefined;
}
