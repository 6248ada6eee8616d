import { ButtonLink, EmptyState } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from './page';

export function NotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title ?? t('pages.notFound')}>
      <EmptyState
        title={t('pages.notFound')}
        description={t('pages.notFoundText')}
        action={
          <ButtonLink href={paths.home} variant="primary">
            {t('common.backHome')}
          </ButtonLink>
        }
      />
    </Page>
  );
}
