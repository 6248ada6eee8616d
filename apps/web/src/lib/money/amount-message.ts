import { formatMoney } from '@casino/ui';
import type { TFunction } from 'i18next';
import type { AmountCheck } from './amount-check';

/** The message of a failed amount check, with the limit in the player's currency and the UI's locale. */
export function amountMessage(t: TFunction, check: AmountCheck, currency: string, locale: string): string | undefined {
  if (check.ok) return undefined;
  const amount = check.limit === undefined ? '' : formatMoney(check.limit, currency, locale);
  switch (check.error) {
    case 'required':
      return t('cashier.amountRequired');
    case 'invalid':
      return t('cashier.amountInvalid');
    case 'min':
      return t('cashier.amountMin', { amount });
    case 'max':
      return t('cashier.amountMax', { amount });
    case 'over-balance':
      return t('cashier.withdraw.amountOver', { amount });
  }
}
