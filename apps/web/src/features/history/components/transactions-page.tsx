import type { Transaction } from '@casino/api-contract';
import { Button, DateTime, EmptyState, ErrorState, Money } from '@casino/ui';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { Page } from '../../layout/page';
import { useTransactions } from '../api/get-transactions';
import { readTransactionsView, viewSearch } from '../history-query';
import { amountTone } from '../transaction-tone';
import * as styles from './history.css';
import { HistoryPagination } from './history-pagination';
import { PageOutOfRange } from './page-out-of-range';
import { TableSkeleton } from './table-skeleton';
import { TransactionFilters } from './transaction-filters';

const statusClass: Record<Transaction['status'], string> = {
  completed: styles.statusDone,
  pending: styles.statusPending,
  cancelled: styles.status,
  failed: styles.statusFailed,
};

/** `/user/transactions`: every money movement, filtered by type and period, 20 a page (spec §7, §9). */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readTransactionsView(params);
  const transactions = useTransactions(view);
  const filtered = view.type !== undefined || view.period !== undefined;
  const columns = {
    date: t('account.history.columns.date'),
    type: t('account.history.columns.type'),
    description: t('account.history.columns.description'),
    amount: t('account.history.columns.amount'),
    status: t('account.history.columns.status'),
    balance: t('account.history.columns.balance'),
  };

  const content = () => {
    if (transactions.isPending) return <TableSkeleton label={t('account.history.loadingTransactions')} />;
    if (transactions.isError) {
      return (
        <ErrorState
          title={t('account.history.transactionsFailed')}
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
              <Button variant="secondary" onPress={() => setParams(viewSearch({}, params))}>
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
        <p className={styles.summary}>
          {t('account.history.pageOf', { page: pagination.currentPage, total: pagination.totalPages })} ·{' '}
          {t('account.history.totalItems', { count: pagination.totalItems })}
        </p>
        <div className={styles.tableWrap} aria-busy={transactions.isPlaceholderData || undefined}>
          <table className={styles.table} aria-label={t('account.history.transactionsTitle')}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {columns.date}
                </th>
                <th scope="col" className={styles.headCell}>
                  {columns.type}
                </th>
                <th scope="col" className={styles.headCell}>
                  {columns.description}
                </th>
                <th scope="col" className={styles.numericHead}>
                  {columns.amount}
                </th>
                <th scope="col" className={styles.headCell}>
                  {columns.status}
                </th>
                <th scope="col" className={styles.numericHead}>
                  {columns.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={styles.row}>
                  <td className={styles.cell} data-label={columns.date}>
                    <DateTime value={item.createdAt} />
                  </td>
                  <td className={styles.cell} data-label={columns.type}>
                    {t(`account.history.types.${item.type}`)}
                  </td>
                  <td className={styles.cell} data-label={columns.description}>
                    {item.description}
                  </td>
                  <td className={styles.numericCell} data-label={columns.amount}>
                    <Money minorUnits={item.amount} currency={item.currency} tone={amountTone(item)} />
                  </td>
                  <td className={styles.cell} data-label={columns.status}>
                    <span className={statusClass[item.status]}>{t(`account.history.statuses.${item.status}`)}</span>
                  </td>
                  <td className={styles.numericCell} data-label={columns.balance}>
                    <Money minorUnits={item.balanceAfter} currency={item.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <HistoryPagination pagination={pagination} view={view} label={t('account.history.transactionsPagination')} />
      </>
    );
  };

  return (
    <Page title={t('account.history.transactionsTitle')}>
      <div className={styles.layout}>
        <TransactionFilters
          view={view}
          onChange={(filters) => setParams(viewSearch({ ...filters, page: 1 }, params))}
        />
        {content()}
      </div>
    </Page>
  );
}
