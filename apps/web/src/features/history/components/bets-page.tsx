import { DateTime, DEFAULT_CURRENCY, EmptyState, ErrorState, Money } from '@casino/ui';
import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { Page } from '../../layout/page';
import { useBets } from '../api/get-bets';
import { betsErrorMessage } from '../history-errors';
import { readBetsView } from '../history-query';
import * as styles from './history.css';
import { HistoryPagination } from './history-pagination';
import { PageOutOfRange } from './page-out-of-range';
import { TableSkeleton } from './table-skeleton';

/** `/user/bets`: the player's bets, newest first, page by page (spec §2, §7 `/me/bets`). */
export function BetsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = readBetsView(params);
  const bets = useBets(view);
  const columns = {
    date: t('account.history.columns.date'),
    game: t('account.history.columns.game'),
    stake: t('account.history.columns.stake'),
    win: t('account.history.columns.win'),
  };

  const content = () => {
    if (bets.isPending) return <TableSkeleton label={t('account.history.loadingBets')} />;
    // Spec §8: on failure the list is emptied; only the message and a way to try again remain.
    if (bets.isError) {
      return (
        <ErrorState
          title={betsErrorMessage(bets.error, {
            failed: t('account.history.betsFailed'),
            unknown: t('common.unknownError'),
          })}
          retryLabel={t('common.tryAgain')}
          isRetrying={bets.isFetching}
          onRetry={() => void bets.refetch()}
        />
      );
    }
    const { items, pagination } = bets.data;
    if (pagination.totalItems === 0) {
      return (
        <EmptyState
          icon={<Dices size={28} />}
          title={t('account.history.noBets')}
          description={t('account.history.noBetsHint')}
        />
      );
    }
    if (items.length === 0) return <PageOutOfRange firstPageHref={paths.bets} />;
    return (
      <>
        <p className={styles.summary}>
          {t('account.history.pageOf', { page: pagination.currentPage, total: pagination.totalPages })} ·{' '}
          {t('account.history.totalItems', { count: pagination.totalItems })}
        </p>
        <div className={styles.tableWrap} aria-busy={bets.isPlaceholderData || undefined}>
          <table className={styles.table} aria-label={t('account.history.betsTitle')}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {columns.date}
                </th>
                <th scope="col" className={styles.headCell}>
                  {columns.game}
                </th>
                <th scope="col" className={styles.numericHead}>
                  {columns.stake}
                </th>
                <th scope="col" className={styles.numericHead}>
                  {columns.win}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((bet) => (
                <tr key={bet.id} className={styles.row}>
                  <td className={styles.cell} data-label={columns.date}>
                    <DateTime value={bet.createdAt} />
                  </td>
                  <td className={styles.cell} data-label={columns.game}>
                    <Link className={styles.gameLink} to={paths.game(bet.gameAlias)}>
                      {bet.gameName}
                    </Link>
                  </td>
                  <td className={styles.numericCell} data-label={columns.stake}>
                    <Money minorUnits={bet.stake} currency={bet.currency || DEFAULT_CURRENCY} />
                  </td>
                  <td className={styles.numericCell} data-label={columns.win}>
                    <Money
                      minorUnits={bet.win}
                      currency={bet.currency || DEFAULT_CURRENCY}
                      tone={bet.win > 0 ? 'positive' : 'muted'}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <HistoryPagination pagination={pagination} view={view} label={t('account.history.betsPagination')} />
      </>
    );
  };

  return (
    <Page title={t('account.history.betsTitle')}>
      <div className={styles.layout}>{content()}</div>
    </Page>
  );
}
