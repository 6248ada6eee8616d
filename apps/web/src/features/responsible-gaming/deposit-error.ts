import { rgErrorSchema } from '@casino/api-contract';
import type { LocaleFormatters } from '@casino/ui';
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '@/lib/api/api-error';
import { depositsPausedText } from './deposit-paused-text';

type Format = Pick<LocaleFormatters, 'money' | 'dateTime'>;

/**
 * A refusal caused by the player's own limits or break, worded in the UI language from its code; any other error
 * keeps the server's message, else `fallback`.
 */
export function depositErrorText(t: TFunction, format: Format, error: unknown, fallback: string): string {
  const parsed = isApiError(error) ? rgErrorSchema.safeParse(error.data) : undefined;
  if (!parsed?.success) return errorMessage(error, fallback);
  const data = parsed.data;
  if (data.code === 'GAMING_BLOCKED') {
    return depositsPausedText(t, format, data);
  }
  if (data.code === 'DEPOSIT_LIMIT_EXCEEDED') {
    return t('rg.deposit.overLimit', {
      period: t(`rg.periodWords.${data.period}`),
      limit: format.money(data.limit, data.currency),
      remaining: format.money(data.remaining, data.currency),
    });
  }
  return errorMessage(error, fallback);
}
