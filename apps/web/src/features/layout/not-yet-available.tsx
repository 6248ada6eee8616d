import { ButtonLink, EmptyState } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/** The honest interim state of a page whose content belongs to another open issue. */
export function NotYetAvailable() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('common.notYetAvailable')}
      description={t('common.notYetAvailableText')}
      action={
        <ButtonLink href={paths.home} variant="secondary">
          {t('common.backHome')}
        </ButtonLink>
      }
    />
  );
}
