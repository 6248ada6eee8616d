import { DEFAULT_CURRENCY, EmptyState, Skeleton, VisuallyHidden } from '@casino/ui';
import { Gift } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { useAuth } from '@/features/auth';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import {
  activePromotionsQuery,
  allPromotionsQuery,
  useActivePromotions,
  useAllPromotions,
} from '../api/get-promotions';
import { isDepositMatch, promotionState } from '../promotion-state';
import { ActivatePromotionButton } from './activate-promotion-button';
import { BonusProgress } from './bonus-progress';
import { CancelPromotionButton } from './cancel-promotion-button';
import { PromotionCard } from './promotion-card';
import * as styles from './promotions.css';

/** `/user/promotions` (docs/product.md#promotions): the player's active promotions, then every promotion on offer. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const all = useAllPromotions();
  const active = useActivePromotions();
  const activeLoad = useLoadStatus(active, activePromotionsQuery().queryKey);
  const allLoad = useLoadStatus(all, allPromotionsQuery().queryKey);
  const activeHeading = useRef<HTMLHeadingElement>(null);
  const now = Date.now();

  return (
    <Page title={t('account.promotions.title')}>
      <section className={styles.section} aria-labelledby="active-promotions-title">
        <h2 id="active-promotions-title" ref={activeHeading} tabIndex={-1} className={styles.sectionTitle}>
          {t('account.promotions.activeTitle')}
        </h2>
        {active.isPending ? (
          <PendingContent status={activeLoad}>
            <CardSkeletons label={t('account.promotions.loadingActive')} count={1} />
          </PendingContent>
        ) : active.isError ? (
          <LoadFailure
            title={t('account.promotions.fetchActiveFailed')}
            titleAs="h3"
            error={active.error}
            isRetrying={active.isFetching}
            onRetry={() => void active.refetch()}
          />
        ) : active.data.length === 0 ? (
          <EmptyState
            icon={<Gift size={28} />}
            title={t('account.promotions.noActive')}
            description={t('account.promotions.noActiveHint')}
            titleAs="h3"
          />
        ) : (
          <ul className={styles.grid}>
            {active.data.map((promotion) => (
              <li key={promotion.historyId}>
                <PromotionCard
                  promotion={promotion}
                  currency={currency}
                  activatedAt={promotion.activatedAt}
                  bonus={
                    promotion.bonus ? (
                      <BonusProgress bonus={promotion.bonus} currency={currency} />
                    ) : isDepositMatch(promotion) ? (
                      <p className={styles.hint}>{t('account.promotions.awaitingDeposit')}</p>
                    ) : null
                  }
                  headingLevel="h3"
                  action={<CancelPromotionButton promotion={promotion} focusAfterCancel={activeHeading.current} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="all-promotions-title">
        <h2 id="all-promotions-title" className={styles.sectionTitle}>
          {t('account.promotions.allTitle')}
        </h2>
        {all.isPending ? (
          <PendingContent status={allLoad}>
            <CardSkeletons label={t('account.promotions.loadingAll')} count={3} />
          </PendingContent>
        ) : all.isError ? (
          <LoadFailure
            title={t('account.promotions.fetchFailed')}
            titleAs="h3"
            error={all.error}
            isRetrying={all.isFetching}
            onRetry={() => void all.refetch()}
          />
        ) : all.data.length === 0 ? (
          <EmptyState
            icon={<Gift size={28} />}
            title={t('account.promotions.noPromotions')}
            description={t('account.promotions.noPromotionsHint')}
            titleAs="h3"
          />
        ) : (
          <ul className={styles.grid}>
            {all.data.map((promotion) => {
              const state = promotionState(promotion, active.data, now);
              return (
                <li key={promotion.id}>
                  <PromotionCard
                    promotion={promotion}
                    currency={currency}
                    headingLevel="h3"
                    badge={
                      state === 'active' ? (
                        <span className={styles.badge}>{t('account.promotions.activeBadge')}</span>
                      ) : state === 'ended' ? (
                        <span className={styles.endedBadge}>{t('account.promotions.endedBadge')}</span>
                      ) : null
                    }
                    action={
                      state === 'available' ? (
                        <ActivatePromotionButton
                          promotion={promotion}
                          onActivated={() => activeHeading.current?.focus()}
                        />
                      ) : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Page>
  );
}

function CardSkeletons({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <div key={index} className={styles.skeletonCard}>
            <Skeleton height={120} />
            <Skeleton variant="text" lines={3} />
          </div>
        ))}
      </div>
    </div>
  );
}
