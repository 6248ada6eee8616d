import type { Transaction } from '@casino/api-contract';
import { Button, DateTime, EmptyState, ErrorState, Money } from '@casino/ui';
import { ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PendingContent, SlowLoadNotice } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useLatestSearchParams } from '@/lib/hooks/use-latest-search-params';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { transactionsQuery, useTransactions } from '../api/get-transactions';
import { historyErrorDetail, historyErrorTitle } from '../history-errors';
import { readTransactionsView, viewSearch } from '../history-query';
import { transactionDescription } from '../transaction-description';
import { amountTone } from '../transaction-tone';
import * as styles from './history.css';
import { HistoryPagination } from './history-pagination';
import { type HistoryColumn, HistoryTable } from './history-table';
import { PageOutOfRange } from './page-out-of-range';
import { TableSkeleton } from './table-skeleton';
import { TransactionFilters } from './transaction-filters';

const statusClass: Record<Transaction['status'], string> = {
  completed: styles.statusDone,
  pending: styles.statusPending,
  cancelled: styles.status,
  failed: styles.statusFailed,
};

/** `/user/transactions`: every money movement, filtered by type and period, 20 a page (docs/product.md#history). */
export function TransactionsPage() {
  const { t } = useTranslation();
  const listId = useId();
  const [params, updateParams] = useLatestSearchParams();
  const view = readTransactionsView(params);
  const transactions = useTransactions(view);
  // docs/product.md#error-texts: on failure the list is emptied; only the message and a way to try again remain.
  const texts = { failed: t('account.history.transactionsFailed'), unknown: t('common.unknownError') };
  const load = useLoadStatus(transactions, transactionsQuery(view).queryKey);
  const filtered = view.type !== undefined || view.period !== undefined;
  const columns: HistoryColumn<Transaction>[] = [
    { label: t('account.history.columns.date'), render: (item) => <DateTime value={item.createdAt} /> },
    { label: t('account.history.columns.type'), render: (item) => t(`account.history.types.${item.type}`) },
    { label: t('account.history.columns.description'), render: (item) => transactionDescription(item.description, t) },
    {
      label: t('account.history.columns.amount'),
      numeric: true,
      render: (item) => <Money minorUnits={item.amount} currency={item.currency} tone={amountTone(item)} />,
    },
    {
      label: t('account.history.columns.status'),
      render: (item) => (
        <span className={statusClass[item.status]}>{t(`account.history.statuses.${item.status}`)}</span>
      ),
    },
    {
      label: t('account.history.columns.balance'),
      numeric: true,
      render: (item) => <Money minorUnits={item.balanceAfter} currency={item.currency} />,
    },
  ];

  const content = () => {
    if (transactions.isPending)
      return (
        <PendingContent status={load}>
          <TableSkeleton label={t('account.history.loadingTransactions')} />
        </PendingContent>
      );
    if (transactions.isError) {
      return (
        <ErrorState
          title={historyErrorTitle(transactions.error, texts)}
          message={historyErrorDetail(transactions.error)}
          retryLabel={t('common.tryAgain')}
          isRetrying={transactions.isFetching}
          onRetry={() => void transactions.refetch()}
        />
      );
    }
    const { items, pagination } = transactions.data;
    if (pagination.totalItems === 0) {
      return (
        <EmptyState
          icon={<ReceiptText size={28} />}
          title={t('account.history.noTransactions')}
          description={filtered ? t('account.history.noTransactionsFiltered') : t('account.history.noTransactionsHint')}
          action={
            filtered ? (
              <Button variant="secondary" onPress={() => updateParams((latest) => viewSearch({}, latest))}>
                {t('account.history.showAll')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    if (items.length === 0)
      return <PageOutOfRange firstPageHref={`${paths.transactions}${viewSearch({ ...view, page: 1 })}`} />;
    return (
      <>
        <SlowLoadNotice status={load} variant="banner" />
        <HistoryTable
          label={t('account.history.transactionsTitle')}
          columns={columns}
          items={items}
          pagination={pagination}
          busy={transactions.isPlaceholderData}
          id={listId}
        />
        <HistoryPagination
          pagination={pagination}
          view={view}
          listId={listId}
          label={t('account.history.transactionsPagination')}
        />
      </>
    );
  };

  return (
    <Page title={t('account.history.transactionsTitle')}>
      <div className={styles.layout}>
        <TransactionFilters
          view={view}
          onChange={(change) =>
            updateParams((latest) => viewSearch({ ...readTransactionsView(latest), ...change, page: 1 }, latest))
          }
        />
        {content()}
      </div>
    </Page>
  );
}
