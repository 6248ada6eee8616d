import { useLocaleFormat } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import { depositsPausedText } from '../deposit-paused-text';
import * as styles from './rg.css';

/**
 * Above the deposit form: during a break the form is replaced by when deposits resume (the API refuses them anyway);
 * before the first deposit a notice offers the deposit limits without blocking anything (docs/product.md#responsible-gaming).
 */
export function DepositGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const tools = useResponsibleGaming();
  // While the state loads, or if it cannot, the form shows: the server still refuses what it must.
  const state = tools.data;
  if (state?.block) {
    return (
      <p role="status" className={styles.paused}>
        {depositsPausedText(t, format, state.block)}
      </p>
    );
  }
  return (
    <>
      {state && !state.hasDeposited ? (
        <p className={styles.notice}>
          {t('rg.deposit.firstDeposit')}{' '}
          <Link className={styles.link} to={`${paths.responsibleGaming}#deposit-limits`}>
            {t('rg.deposit.firstDepositLink')}
          </Link>
        </p>
      ) : null}
      {children}
    </>
  );
}
