import { Button, Money } from '@casino/ui';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useBalanceRefresh } from './balance-refresh';
import * as styles from './header-balance.css';

/** The player's balance in their currency (spec §9: en-US, 2 decimals, USD default) with a refresh button. */
export function HeaderBalance({ className }: { className?: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { refreshNow } = useBalanceRefresh();
  if (!auth.user) return null;
  const refreshing = auth.status === 'refreshing';
  return (
    <div className={`${styles.root} ${className ?? ''}`}>
      <p className={styles.balance} aria-live="polite" aria-busy={refreshing}>
        <span className={styles.label}>{t('cashier.balance.label')}</span>
        <Money minorUnits={auth.user.balance} currency={auth.user.currency} className={styles.amount} />
      </p>
      <Button
        variant="ghost"
        size="md"
        onPress={refreshNow}
        isDisabled={refreshing}
        aria-label={t('cashier.balance.refresh')}
      >
        <RefreshCw size={16} aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
      </Button>
    </div>
  );
}
