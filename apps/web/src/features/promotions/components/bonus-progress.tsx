import type { PromotionBonus } from '@casino/api-contract';
import { DateTime, ProgressBar, useLocaleFormat } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './promotions.css';

export type BonusProgressProps = {
  bonus: PromotionBonus;
  /** The player's currency: the bonus is in its minor units. */
  currency: string;
};

/**
 * The bonus a deposit paid (docs/product.md#bonuses): what is left of it and how far its wagering has come, as a progress
 * bar whose value text says the amounts, so a screen reader hears money, not only a percentage.
 */
export function BonusProgress({ bonus, currency }: BonusProgressProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const { required, wagered, progress } = bonus.wagering;
  return (
    <div className={styles.bonusProgress}>
      <dl className={styles.bonusBalance}>
        <dt className={styles.bonusBalanceLabel}>{t('account.promotions.bonusBalance')}</dt>
        <dd className={styles.bonusBalanceValue}>
          {t('account.promotions.bonusBalanceValue', {
            balance: format.money(bonus.balance, currency),
            granted: format.money(bonus.granted, currency),
          })}
        </dd>
      </dl>
      <ProgressBar
        label={t('account.promotions.wageringProgress')}
        value={wagered}
        maxValue={required}
        valueText={t('account.promotions.wageringProgressValue', {
          wagered: format.money(wagered, currency),
          required: format.money(required, currency),
          percent: progress,
        })}
      />
      {bonus.expiresAt ? (
        <dl className={styles.bonusBalance}>
          <dt className={styles.bonusBalanceLabel}>{t('account.promotions.bonusExpires')}</dt>
          <dd className={styles.bonusBalanceValue}>
            <DateTime value={bonus.expiresAt} />
          </dd>
        </dl>
      ) : null}
      <p className={styles.hint}>{t('account.promotions.wageringContributions')}</p>
    </div>
  );
}
