import type { GamingBlock } from '@casino/api-contract';
import type { LocaleFormatters } from '@casino/ui';
import type { TFunction } from 'i18next';

/** "Deposits are paused until … because your cool-off is active": the cashier's notice and the API's refusal alike. */
export const depositsPausedText = (
  t: TFunction,
  format: Pick<LocaleFormatters, 'dateTime'>,
  block: Pick<GamingBlock, 'kind' | 'until'>,
) => t('rg.deposit.paused', { date: format.dateTime(block.until), kind: t(`rg.breaks.kinds.${block.kind}`) });
