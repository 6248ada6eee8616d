import type { Pagination as PaginationData } from '@casino/api-contract';
import { Pagination } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { moveToListStart } from '@/lib/list-start';
import { type TransactionsView, viewSearch } from '../history-query';

export type HistoryPaginationProps = {
  pagination: PaginationData;
  /** The filters of the list, kept on every page link. */
  view: TransactionsView;
  label: string;
  /** Id of the list the pages belong to: choosing a page moves the view and focus to its top. */
  listId: string;
};

/**
 * Pages are links (`?page=3`), so a page can be shared, bookmarked and reached again with Back. The current page is
 * the one whose rows are on screen: while the next one loads, the previous rows stay, marked busy.
 */
export function HistoryPagination({ pagination, view, label, listId }: HistoryPaginationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  return (
    <Pagination
      currentPage={pagination.currentPage}
      totalPages={pagination.totalPages}
      getPageHref={(page) => `${location.pathname}${viewSearch({ ...view, page }, current)}`}
      label={label}
      onPageChange={() => moveToListStart(document.getElementById(listId))}
      previousLabel={t('account.history.previous')}
      nextLabel={t('account.history.next')}
      getPageLabel={(page) => t('account.history.page', { page })}
    />
  );
}
