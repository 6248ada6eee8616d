import { Spinner } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useActivePromotions } from '../api/get-promotions';
import { BonusProgress } from './bonus-progress';
import * as styles from './promotions.css';

export type ActiveBonusProps = {
  /** The player's currency: the bonus is in its minor units. */
  currency: string;
};

/**
 * The player's active bonus with its wagering, for pages outside the promotions page (the cashier's withdraw tab);
 * nothing when no deposit has paid one. A player has at most one (the API's rule).
 */
export function ActiveBonus({ currency }: ActiveBonusProps) {
  const { t } = useTranslation();
  const active = useActivePromotions();
  if (active.isPending) return <Spinner label={t('common.loading')} />;
  if (active.isError) return <p className={styles.hint}>{t('account.promotions.bonusFailed')}</p>;
  const withBonus = active.data.find((promotion) => promotion.status === 'active' && promotion.bonus);
  if (!withBonus?.bonus) return null;
  return (
    <section className={styles.bonusProgress} aria-labelledby="active-bonus-title">
      <h3 id="active-bonus-title" className={styles.bonusTitle}>
        {t('account.promotions.activeBonusTitle', { title: withBonus.title })}
      </h3>
      <BonusProgress bonus={withBonus.bonus} currency={currency} />
    </section>
  );
}
