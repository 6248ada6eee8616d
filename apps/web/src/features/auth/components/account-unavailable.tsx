import { ErrorState, StatusNotice } from '@casino/ui';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/api-error';
import { useSlowAfter } from '@/lib/hooks/use-slow-after';
import { isProtectedPath } from '@/lib/safe-redirect';
import { useAuth } from '../auth-context';
import * as styles from './account-unavailable.css';

/** The session check is late (still trying after SLOW_LOAD_NOTICE_MS) or failed with no usable answer. */
export type SessionTrouble = 'slow' | 'unavailable' | null;

/** The trouble of the session check; one timer per caller, so a page reads it once and passes it down. */
export function useSessionTrouble(): SessionTrouble {
  const { status, sessionCheckRun } = useAuth();
  const slow = useSlowAfter(status === 'loading', sessionCheckRun);
  if (status === 'unavailable') return 'unavailable';
  return slow ? 'slow' : null;
}

/**
 * In place of a page that needs the account (`/user/*`, favourites) while the account cannot be read: the session is
 * unknown, so the page neither shows a visitor's view nor sends the player to log in; it says what happened and offers
 * to try again. Nothing when there is no trouble.
 */
export function AccountUnavailable({ trouble }: { trouble: SessionTrouble }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (trouble === 'slow') {
    return (
      <StatusNotice
        title={t('common.accountUnavailable.slowTitle')}
        actionLabel={t('common.tryAgain')}
        onAction={auth.retrySession}
      />
    );
  }
  if (trouble === 'unavailable') {
    return (
      <ErrorState
        title={t('common.accountUnavailable.title')}
        message={errorMessage(auth.sessionError, t('common.unknownError'))}
        retryLabel={t('common.tryAgain')}
        onRetry={auth.retrySession}
      />
    );
  }
  return null;
}

/** Pages that need the account and show AccountUnavailable in place of their content. */
const saysAccountTroubleInPlace = (pathname: string) => isProtectedPath(pathname) || pathname === paths.favorites;

/**
 * The same news on every other page, as a banner that leaves the page usable: public pages work without the account.
 * Pages under `/user` say it in place of their content instead (RequireAuth).
 */
export function AccountUnavailableBanner() {
  const { t } = useTranslation();
  const auth = useAuth();
  const trouble = useSessionTrouble();
  const { pathname } = useLocation();
  if (!trouble || saysAccountTroubleInPlace(pathname)) return null;
  return (
    <StatusNotice
      variant="banner"
      className={styles.banner}
      {...(trouble === 'slow'
        ? { title: t('common.accountUnavailable.slowTitle') }
        : {
            icon: <TriangleAlert size={20} />,
            title: t('common.accountUnavailable.title'),
            message: errorMessage(auth.sessionError, t('common.unknownError')),
          })}
      actionLabel={t('common.tryAgain')}
      onAction={auth.retrySession}
    />
  );
}
