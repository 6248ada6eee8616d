import type { Promotion } from '@casino/api-contract';
import { DateTime, useLocaleFormat } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionImageUrl } from '../promotion-image';
import * as styles from './promotions.css';

export type PromotionCardProps = {
  promotion: Promotion;
  /** The player's currency: bonus caps are minor units of it. */
  currency: string;
  /** A badge beside the title (Active, Ended). */
  badge?: ReactNode;
  /** When the player activated it, for the active list. */
  activatedAt?: string;
  /** The bonus its deposit paid with its wagering, or what paying one takes (the active list). */
  bonus?: ReactNode;
  /** The button (Activate or Cancel). */
  action?: ReactNode;
  headingLevel: 'h3' | 'h4';
};

/** One promotion: picture, title, terms in short, and what the player can do with it. */
export function PromotionCard({
  promotion,
  currency,
  badge,
  activatedAt,
  bonus: bonusContent,
  action,
  headingLevel: Heading,
}: PromotionCardProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const max = format.money(promotion.maxBonus, currency);
  const bonus =
    promotion.bonusPercent > 0
      ? t('account.promotions.bonusValue', { percent: promotion.bonusPercent, max })
      : t('account.promotions.bonusUpTo', { max });
  return (
    <article className={styles.card}>
      {promotion.image ? (
        // Decorative: the title says what the banner shows.
        <img
          className={styles.image}
          src={promotionImageUrl(promotion.image)}
          alt=""
          width={600}
          height={300}
          loading="lazy"
        />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <Heading className={styles.cardTitle}>{promotion.title}</Heading>
          {badge}
        </div>
        <p className={styles.description}>{promotion.description}</p>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('account.promotions.bonus')}</dt>
          <dd className={styles.factValue}>{bonus}</dd>
          <dt className={styles.factLabel}>{t('account.promotions.wagering')}</dt>
          <dd className={styles.factValue}>
            {promotion.wagering > 0
              ? t('account.promotions.wageringValue', { times: promotion.wagering })
              : t('account.promotions.noWagering')}
          </dd>
          <dt className={styles.factLabel}>{t('account.promotions.validUntil')}</dt>
          <dd className={styles.factValue}>
            {promotion.validUntil ? <DateTime value={promotion.validUntil} /> : t('account.promotions.noEndDate')}
          </dd>
          {activatedAt ? (
            <>
              <dt className={styles.factLabel}>{t('account.promotions.activatedAt')}</dt>
              <dd className={styles.factValue}>
                <DateTime value={activatedAt} />
              </dd>
            </>
          ) : null}
        </dl>
        {bonusContent}
        {action ? <div className={styles.cardActions}>{action}</div> : null}
      </div>
    </article>
  );
}
