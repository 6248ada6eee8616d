import { ErrorState } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/** Last line of defence: a render error shows a way out instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('common.somethingWentWrong')}</h1>
      <ErrorState
        title={t('common.somethingWentWrong')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
