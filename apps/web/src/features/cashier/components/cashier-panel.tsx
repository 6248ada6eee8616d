import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASHIER_TABS, type CashierTab, cashierPaths } from '@/config/cashier-paths';
import * as styles from './cashier.css';
import { DepositPanel } from './deposit-panel';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawPanel } from './withdraw-panel';

/** Deposit, Withdraw and Pending withdrawals, each at its own address so a section can be linked to. */
export function CashierPanel({ tab }: { tab: CashierTab }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <nav aria-label={t('cashier.tabsLabel')} className={styles.tabs}>
        {CASHIER_TABS.map((id) => (
          <Link
            key={id}
            to={cashierPaths.tab(id)}
            replace
            className={styles.tab}
            aria-current={id === tab ? 'page' : undefined}
          >
            {t(`cashier.tabs.${id}`)}
          </Link>
        ))}
      </nav>
      <section aria-label={t(`cashier.tabs.${tab}`)}>
        {tab === 'deposit' ? <DepositPanel /> : tab === 'withdraw' ? <WithdrawPanel /> : <PendingWithdrawals />}
      </section>
    </div>
  );
}
