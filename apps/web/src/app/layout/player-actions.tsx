import { Button, ButtonLink } from '@casino/ui';
import { LogOut, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cashierPaths } from '@/config/cashier-paths';
import { useAuth } from '@/features/auth';
import { HeaderBalance } from '@/features/balance';
import { HeaderBell } from '@/features/inbox';
import { AccountMenu } from './account-menu';
import * as styles from './player-actions.css';

/**
 * A logged-in player's part of the header, in a chunk of its own (a visitor's first page does not carry it). Below
 * 1024 px it is the row players know from casino apps: balance, Deposit, the inbox's bell and the account menu, which
 * then also holds the balance refresh, the game search and Log out; from 1024 px those sit in the header as before.
 */
export default function PlayerActions() {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <div className={styles.row}>
      <HeaderBalance className={styles.balance} refreshClassName={styles.desktopOnly} />
      <ButtonLink
        href={cashierPaths.tab('deposit')}
        variant="primary"
        size="md"
        aria-label={t('cashier.tabs.deposit')}
        className={styles.deposit}
      >
        <Wallet size={18} aria-hidden="true" />
        <span className={styles.depositText}>{t('cashier.tabs.deposit')}</span>
      </ButtonLink>
      <HeaderBell className={styles.bell} />
      <AccountMenu onLogOut={() => void auth.logout()} />
      <Button
        variant="ghost"
        size="md"
        onPress={() => void auth.logout()}
        aria-label={t('header.logOut')}
        className={styles.desktopOnly}
      >
        <LogOut size={18} aria-hidden="true" />
        <span>{t('header.logOut')}</span>
      </Button>
    </div>
  );
}
