import { Modal, Spinner } from '@casino/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '@/components/auth-forms.css';
import { useModals } from '@/features/auth';
import { useCountryBlocked } from '@/features/site';

// The wizard, its validation, phone library and geo look-ups load only when the modal opens (issue: a lazy chunk).
const SignUpWizard = lazy(() => import('./sign-up-wizard').then((m) => ({ default: m.SignUpWizard })));

export function SignUpModal() {
  const { t } = useTranslation();
  const { active, returnFocusTo, open, close } = useModals();
  const countryBlocked = useCountryBlocked();
  // The sign-up's toasts ("Registration failed", the welcome and the email notice) go to the app's one toast region
  // (root layout), so they outlive the modal closing.
  return (
    <Modal.Root open={active === 'signUp'} onOpenChange={(isOpen) => !isOpen && close()}>
      <Modal.Content size="md" returnFocusTo={returnFocusTo}>
        <Modal.Title>{t('auth.signUp.title')}</Modal.Title>
        <Modal.Description>{t('auth.signUp.description')}</Modal.Description>
        <Modal.Close />
        <Modal.Body>
          {countryBlocked ? (
            <p role="alert">{t('site.geoBlock.signUpClosed')}</p>
          ) : (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <SignUpWizard onSignedUp={close} />
            </Suspense>
          )}
          <p className={styles.switchLine}>
            {t('auth.signUp.haveAccount')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => open('login')}>
              {t('auth.signUp.toLogin')}
            </button>
          </p>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
