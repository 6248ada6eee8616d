import { Button } from '@casino/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, isSessionUnknown, useAuth, useModals } from '@/features/auth';
import { useCountryBlocked } from '@/features/site';
import * as styles from './site-layout.css';

const PlayerActions = lazy(() => import('./player-actions'));

/** Visitors get Log in and Sign up; players see their balance and can log out (docs/product.md#access-rules). */
export function HeaderActions() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { open } = useModals();
  const countryBlocked = useCountryBlocked();

  // Until a session check answers, nobody is offered Log in or Sign up: the player may well be logged in. Their
  // place is kept at their width in the UI's language (German's is 120 px wider than English's), so the header does
  // not move for the visitors most first visits are (docs/architecture.md#byte-budgets, CLS).
  if (isSessionUnknown(auth.status)) {
    return (
      <div className={styles.actionsPlaceholder} aria-hidden="true" inert>
        <Button variant="secondary" size="md" isDisabled>
          {t('header.logIn')}
        </Button>
        <Button variant="primary" size="md" isDisabled>
          {t('header.signUp')}
        </Button>
      </div>
    );
  }
  if (isLoggedIn(auth) && auth.user) {
    // Its place is held while its chunk arrives, so the header does not jump when it does.
    return (
      <Suspense fallback={<div className={styles.playerActionsPlaceholder} aria-hidden="true" />}>
        <PlayerActions />
      </Suspense>
    );
  }
  return (
    <div className={styles.visitorActions}>
      <Button variant="secondary" size="md" onPress={() => open('login')}>
        {t('header.logIn')}
      </Button>
      {countryBlocked ? null : (
        <Button variant="primary" size="md" onPress={() => open('signUp')}>
          {t('header.signUp')}
        </Button>
      )}
    </div>
  );
}
