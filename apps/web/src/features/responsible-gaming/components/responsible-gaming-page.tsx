import { Skeleton, VisuallyHidden } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { useJurisdictionRules } from '@/features/site';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import { responsibleGamingKeys } from '../api/responsible-gaming-keys';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import * as styles from './rg.css';

/** `/user/responsible-gaming`: limits, breaks and the reality check (docs/product.md#responsible-gaming). */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const tools = useResponsibleGaming();
  const load = useLoadStatus(tools, responsibleGamingKeys.tools());
  const rules = useJurisdictionRules();
  const lang = useContentLanguage();

  return (
    <Page title={t('rg.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>
          {t('rg.intro')}{' '}
          <Link className={styles.link} to={paths.info(lang, 'responsible-gaming')}>
            {t('rg.infoLink')}
          </Link>
        </p>
        {tools.isPending ? (
          <PendingContent status={load}>
            <div role="status" aria-busy="true" className={styles.section}>
              <VisuallyHidden>{t('rg.loading')}</VisuallyHidden>
              <Skeleton variant="text" width="40%" height={24} />
              <Skeleton variant="text" lines={6} />
            </div>
          </PendingContent>
        ) : tools.isError ? (
          <LoadFailure
            title={t('rg.loadFailed')}
            error={tools.error}
            isRetrying={tools.isFetching}
            onRetry={() => void tools.refetch()}
          />
        ) : (
          <>
            <LimitsSection limits={tools.data.limits} currency={tools.data.currency} />
            <RealityCheckSection minutes={tools.data.realityCheckMinutes} required={rules.realityCheckRequired} />
            <BreakSection block={tools.data.block} />
          </>
        )}
      </div>
    </Page>
  );
}
