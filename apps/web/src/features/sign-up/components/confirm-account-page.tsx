import { ButtonLink, EmptyState, Spinner } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as formStyles from '@/components/auth-forms.css';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/api-error';
import { useConfirmAccount } from '../api/register';

/** Where the emailed confirmation link lands (`/users/account/confirm`); the token works once. */
export function ConfirmAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAccount();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the token is single-use, and Strict Mode runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const toLobby = (
    <ButtonLink href={paths.home} variant="primary">
      {t('signUp.confirm.toLobby')}
    </ButtonLink>
  );

  return (
    <Page title={t('signUp.confirm.title')}>
      {!token ? (
        <EmptyState title={t('signUp.confirm.missingToken')} />
      ) : confirm.isSuccess ? (
        <div className={formStyles.form}>
          <p role="status" className={formStyles.formSuccess}>
            {t('signUp.confirm.done')}
          </p>
          {toLobby}
        </div>
      ) : confirm.isError ? (
        <div className={formStyles.form}>
          <p role="alert" className={formStyles.formError}>
            {errorMessage(confirm.error, t('signUp.confirm.failed'))}
          </p>
          {toLobby}
        </div>
      ) : (
        <Spinner label={t('signUp.confirm.confirming')} />
      )}
    </Page>
  );
}
