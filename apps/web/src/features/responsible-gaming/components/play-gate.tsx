import { useLocaleFormat } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashierPaths } from '@/config/cashier-paths';
import { paths } from '@/config/paths';
import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import * as styles from './rg.css';

/** On a game page: a logged-in player on a break sees when play resumes instead of the game (docs/product.md#responsible-gaming). */
export function PlayGate({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const tools = useResponsibleGaming({ enabled: loggedIn });
  const block = loggedIn ? tools.data?.block : null;
  if (!block) return <>{children}</>;
  return (
    <div role="status" className={styles.paused}>
      <p className={styles.pausedTitle}>
        {t('rg.game.paused', { date: format.dateTime(block.until), kind: t(`rg.breaks.kinds.${block.kind}`) })}
      </p>
      <p className={styles.hint}>{t('rg.game.pausedHint')}</p>
      <p className={styles.actions}>
        <Link className={styles.link} to={cashierPaths.tab('withdraw')}>
          {t('cashier.tabs.withdraw')}
        </Link>
        <Link className={styles.link} to={paths.responsibleGaming}>
          {t('rg.title')}
        </Link>
      </p>
    </div>
  );
}
