import type { Pagination as PaginationData } from '@casino/api-contract';
import { Pagination } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type TransactionsView, viewSearch } from '../history-query';

export type HistoryPaginationProps = {
  pagination: PaginationData;
  /** The filters of the list, kept on every page link. */
  view: TransactionsView;
  label: string;
};

/**
 * Pages are links (`?page=3`), so a page can be shared, bookmarked and reached again with Back. The current page is
 * the one whose rows are on screen: while the next one loads, the previous rows stay, marked busy.
 */
export function HistoryPagination({ pagination, view, label }: HistoryPaginationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  return (
    <Pagination
      currentPage={pagination.currentPage}
      totalPages={pagination.totalPages}
      getPageHref={(page) => `${location.pathname}${viewSearch({ ...view, page }, current)}`}
      label={label}
      previousLabel={t('account.history.previous')}
      nextLabel={t('account.history.next')}
      getPageLabel={(page) => t('account.history.page', { page })}
    />
  );
}
