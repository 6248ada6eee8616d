import {
  type TransactionPeriod,
  type TransactionType,
  transactionPeriodSchema,
  transactionTypeSchema,
} from '@casino/api-contract';
import { DEFAULT_PAGE } from '@/config/constants';

/**
 * The history pages keep their state in the URL (`?page=2&type=deposit&period=week`) so it can be shared, bookmarked
 * and restored with Back. A value the page cannot use is ignored, never an error: a hand-edited or stale link still
 * shows a sensible list.
 */

/** What the transactions page asks for. `type` and `period` undefined mean all (docs/product.md#calls: all omits `type`). */
export type TransactionsView = { page: number; type?: TransactionType; period?: TransactionPeriod };
export type BetsView = { page: number };

/** Above this the API refuses the page (api-contract `pageQuerySchema`), so such a link is treated as page 1. */
const MAX_PAGE = 1_000_000;

export function readPage(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_PAGE;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE;
}

export function readTransactionsView(params: URLSearchParams): TransactionsView {
  const type = transactionTypeSchema.safeParse(params.get('type'));
  const period = transactionPeriodSchema.safeParse(params.get('period'));
  return {
    page: readPage(params),
    ...(type.success ? { type: type.data } : {}),
    // `all` is the same list as no period: one address per list.
    ...(period.success && period.data !== 'all' ? { period: period.data } : {}),
  };
}

export const readBetsView = (params: URLSearchParams): BetsView => ({ page: readPage(params) });

/**
 * The query string of a view, without defaults (page 1, all types, all time), so the plain page address is the
 * first page of everything. Unrelated parameters of `current` (such as `login`) are kept.
 */
export function viewSearch(view: Partial<TransactionsView>, current = new URLSearchParams()): string {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'type', 'period'] as const) next.delete(key);
  if (view.type) next.set('type', view.type);
  if (view.period && view.period !== 'all') next.set('period', view.period);
  if (view.page !== undefined && view.page !== DEFAULT_PAGE) next.set('page', String(view.page));
  const search = next.toString();
  return search ? `?${search}` : '';
}
