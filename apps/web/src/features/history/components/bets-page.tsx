import type { Bet } from '@casino/api-contract';
import { DateTime, DEFAULT_CURRENCY, EmptyState, ErrorState, Money } from '@casino/ui';
import { Dices } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { PendingContent, SlowLoadNotice } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { betsQuery, useBets } from '../api/get-bets';
import { historyErrorDetail, historyErrorTitle } from '../history-errors';
import { readBetsView } from '../history-query';
import * as styles from './history.css';
import { HistoryPagination } from './history-pagination';
import { type HistoryColumn, HistoryTable } from './history-table';
import { PageOutOfRange } from './page-out-of-range';
import { TableSkeleton } from './table-skeleton';

/** `/user/bets`: the player's bets, newest first, page by page (`/me/bets`, docs/product.md#history). */
export function BetsPage() {
  const { t } = useTranslation();
  const listId = useId();
  const [params] = useSearchParams();
  const view = readBetsView(params);
  const bets = useBets(view);
  // docs/product.md#error-texts: on failure the list is emptied; only the message and a way to try again remain.
  const texts = { failed: t('account.history.betsFailed'), unknown: t('common.unknownError') };
  const load = useLoadStatus(bets, betsQuery(view).queryKey);
  const columns: HistoryColumn<Bet>[] = [
    { label: t('account.history.columns.date'), render: (bet) => <DateTime value={bet.createdAt} /> },
    {
      label: t('account.history.columns.game'),
      render: (bet) => (
        <Link className={styles.gameLink} to={paths.game(bet.gameAlias)}>
          {bet.gameName}
        </Link>
      ),
    },
    {
      label: t('account.history.columns.stake'),
      numeric: true,
      render: (bet) => <Money minorUnits={bet.stake} currency={bet.currency || DEFAULT_CURRENCY} />,
    },
    {
      label: t('account.history.columns.win'),
      numeric: true,
      render: (bet) => (
        <Money
          minorUnits={bet.win}
          currency={bet.currency || DEFAULT_CURRENCY}
          tone={bet.win > 0 ? 'positive' : 'muted'}
        />
      ),
    },
  ];

  const content = () => {
    if (bets.isPending)
      return (
        <PendingContent status={load}>
          <TableSkeleton label={t('account.history.loadingBets')} />
        </PendingContent>
      );
    if (bets.isError) {
      return (
        <ErrorState
          title={historyErrorTitle(bets.error, texts)}
          message={historyErrorDetail(bets.error)}
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
        <SlowLoadNotice status={load} variant="banner" />
        <HistoryTable
          label={t('account.history.betsTitle')}
          columns={columns}
          items={items}
          pagination={pagination}
          busy={bets.isPlaceholderData}
          id={listId}
        />
        <HistoryPagination
          pagination={pagination}
          view={view}
          listId={listId}
          label={t('account.history.betsPagination')}
        />
      </>
    );
  };

  return (
    <Page title={t('account.history.betsTitle')}>
      <div className={styles.layout}>{content()}</div>
    </Page>
  );
}
