import { Button, formatMoney, Money, VisuallyHidden } from '@casino/ui';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { useBalanceRefresh } from './balance-refresh';
import * as styles from './header-balance.css';

/**
 * The player's balance in their currency (docs/product.md#formats: en-US, 2 decimals, USD default) with a refresh button;
 * `refreshClassName` lets the header hide that button where the refresh sits in the account menu instead.
 */
export function HeaderBalance({ className, refreshClassName }: { className?: string; refreshClassName?: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { pressRefresh, working, pressedAnswers } = useBalanceRefresh();
  if (!auth.user) return null;
  const { balance, currency } = auth.user;
  return (
    <div className={`${styles.root} ${className ?? ''}`}>
      <p className={styles.balance}>
        <span className={styles.label}>{t('cashier.balance.label')}</span>
        <Money minorUnits={balance} currency={currency} className={styles.amount} />
      </p>
      {/* Stays enabled while working: a disabled button would drop keyboard focus, and presses fold anyway. */}
      <Button
        variant="ghost"
        size="md"
        onPress={pressRefresh}
        aria-label={t('cashier.balance.refresh')}
        className={refreshClassName}
      >
        <RefreshCw size={16} aria-hidden="true" className={working ? styles.working : undefined} />
      </Button>
      {/* aria-live as well as the role: a modal's aria-hidden spares live regions, so the news is heard over one. */}
      <VisuallyHidden role="status" aria-live="polite">
        {pressedAnswers > 0 ? (
          // A new node per answer, so the same balance twice is still announced.
          <span key={pressedAnswers}>{t('cashier.balance.updated', { amount: formatMoney(balance, currency) })}</span>
        ) : null}
      </VisuallyHidden>
    </div>
  );
}
