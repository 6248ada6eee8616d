import type { Pagination as PaginationData } from '@casino/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './history.css';

export type HistoryColumn<T> = {
  label: string;
  /** Amounts align right, in table cells and headers alike. */
  numeric?: boolean;
  render: (item: T) => ReactNode;
};

type HistoryTableProps<T> = {
  /** Names the table for screen readers (the page's title). */
  label: string;
  columns: readonly HistoryColumn<T>[];
  items: readonly T[];
  pagination: PaginationData;
  /** True while the next page loads and these rows are still the previous page's. */
  busy: boolean;
  /** Id of the list's wrapper, where a page change takes the view and focus (see HistoryPagination). */
  id?: string;
};

/**
 * One page of a history list: "Page 2 of 5 · 93 items", then the table. Each cell carries its column's label, which
 * phones show beside the value when rows turn into cards.
 */
export function HistoryTable<T extends { id: number | string }>({
  label,
  columns,
  items,
  pagination,
  busy,
  id,
}: HistoryTableProps<T>) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <p className={styles.summary}>
        {t('account.history.pageOf', { page: pagination.currentPage, total: pagination.totalPages })} ·{' '}
        {t('account.history.totalItems', { count: pagination.totalItems })}
      </p>
      <div className={styles.tableWrap} aria-busy={busy || undefined}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? styles.numericHead : styles.headCell}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={column.numeric ? styles.numericCell : styles.cell}
                    data-label={column.label}
                  >
                    {column.render(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
