import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useResendEmailVerification } from '../api/profile-actions';
import * as styles from './profile.css';

/** For a player whose address is not confirmed yet: sends the confirmation link again and says what happened. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendEmailVerification();
  // One request per press: a double click arrives before the button re-renders as busy.
  const send = useExclusive(() => resend.mutateAsync().catch(() => undefined));
  return (
    <div className={styles.resendVerification}>
      <Button variant="secondary" size="sm" isLoading={resend.isPending} onPress={() => void send()}>
        {t('account.profile.resendVerification')}
      </Button>
      <p role="status" className={styles.resendStatus}>
        {resend.isSuccess ? t('account.profile.resendVerificationSent', { email }) : null}
      </p>
      {resend.isError ? (
        <p role="alert" className={styles.resendError}>
          {t('account.profile.resendVerificationFailed', {
            reason: errorMessage(resend.error, t('common.unknownError')),
          })}
        </p>
      ) : null}
    </div>
  );
}
