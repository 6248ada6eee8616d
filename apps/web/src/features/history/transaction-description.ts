import type { TFunction } from 'i18next';
import { matchTransactionDescription } from '@/lib/i18n/server-messages';

type LooseT = (key: string, values: Record<string, string>) => string;

/**
 * A ledger description in the player's language. The reference API stores English sentences such as "Bet on
 * Book of Ra"; a known sentence is shown from the catalogue with its values, anything else as stored.
 */
export function transactionDescription(description: string, t: TFunction): string {
  const match = matchTransactionDescription(description.trim());
  if (!match) return description;
  // The key is chosen at run time, which the typed `t` cannot check against its values.
  return (t as unknown as LooseT)(`account.history.descriptions.${match.key}`, match.values);
}
