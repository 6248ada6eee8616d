import { EmptyState, Modal } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useModals } from '../modals';
import * as styles from './auth-forms.css';

/**
 * The sign-up wizard belongs to the "Sign-up" issue; until it lands the modal exists with its real title, an honest
 * notice and the link back to log in (spec §2: the modals link to each other).
 */
export function SignUpModal() {
  const { t } = useTranslation();
  const { active, returnFocusTo, open, close } = useModals();
  return (
    <Modal.Root open={active === 'signUp'} onOpenChange={(isOpen) => !isOpen && close()}>
      <Modal.Content size="sm" returnFocusTo={returnFocusTo}>
        <Modal.Title>{t('auth.signUp.title')}</Modal.Title>
        <Modal.Description>{t('auth.signUp.description')}</Modal.Description>
        <Modal.Close />
        <Modal.Body>
          <EmptyState title={t('common.notYetAvailable')} description={t('common.notYetAvailableText')} />
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
