import { ErrorState, Skeleton } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import type { InfoPage } from '@/config/paths';
import { useInfoDocument } from '../api/get-info-document';
import type { ContentLanguage } from '../content-languages';
import * as styles from './content.css';
import { InfoArticle } from './info-article';

/**
 * Loads one informational page's text (its own chunk) with loading and error states. `actions` go under the article
 * (the route passes the responsible-gaming page its tools link).
 */
export function InfoPageView({ lang, page, actions }: { lang: ContentLanguage; page: InfoPage; actions?: ReactNode }) {
  const { t } = useTranslation();
  const doc = useInfoDocument(lang, page);
  if (doc.isSuccess) {
    return <InfoArticle doc={doc.data} lang={lang} page={page} actions={actions} />;
  }
  return (
    <Page title={t(`info.${page}`)}>
      {doc.isError ? (
        <ErrorState
          title={t('common.somethingWentWrong')}
          message={t('content.info.loadFailed', { lng: lang })}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void doc.refetch()}
          isRetrying={doc.isFetching}
        />
      ) : (
        <div className={styles.skeletonStack} aria-busy="true" role="status" aria-label={t('common.loading')}>
          <Skeleton width="80%" height={24} />
          <Skeleton width="100%" height={96} />
          <Skeleton width="100%" height={96} />
        </div>
      )}
    </Page>
  );
}
