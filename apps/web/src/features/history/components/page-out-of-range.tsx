import { ButtonLink, EmptyState } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/** A link to a page past the end (the list got shorter, or the address was edited): say so and offer page 1. */
export function PageOutOfRange({ firstPageHref }: { firstPageHref: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('account.history.pageEmpty')}
      action={
        <ButtonLink href={firstPageHref} variant="secondary">
          {t('account.history.firstPage')}
        </ButtonLink>
      }
    />
  );
}
