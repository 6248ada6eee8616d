/**
 * Pagination (docs/product.md#dialogs-and-widgets): up to this many pages are all shown; more collapse around the current page with ellipses.
 */
export const PAGINATION_MAX_FULL_PAGES = 5;

/**
 * How far "near the start" and "near the end" reach (docs/product.md#dialogs-and-widgets): the current page is near the start while it is one of
 * the first 3 pages, and near the end while it is one of the last 3. In both cases the current page is one of the 3
 * pages shown at that end, so it is always visible.
 */
export const PAGINATION_EDGE_PAGES = 3;

/** One slot of a pagination control: a page number, or a gap of hidden pages. */
export type PaginationItem = number | 'ellipsis';

/** The number of pages as a whole number ≥ 0: fractions are dropped, anything that is not a finite number is 0. */
export function normalizeTotalPages(totalPages: number): number {
  return Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
}

/**
 * A page number brought into `1..totalPages`: fractions are dropped, a page before the first is the first, a page past
 * the last is the last, and anything that is not a finite number is the first page. With no pages, 1.
 */
export function clampPage(page: number, totalPages: number): number {
  const total = normalizeTotalPages(totalPages);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, total));
}

/**
 * The page numbers and gaps a pagination control shows (docs/product.md#dialogs-and-widgets), for a current page (clamped into range first).
 *
 * - 1 page or fewer: `[]`, meaning the control is hidden.
 * - 2 to 5 pages: every page, `1 2 3 4 5`.
 * - Near the start (current ≤ 3): `1 2 3 … last`.
 * - Near the end (current ≥ last − 2): `1 … last−2 last−1 last`.
 * - Otherwise: `1 … current−1 current current+1 … last`.
 *
 * The shapes are the product's (docs/product.md#dialogs-and-widgets), kept even when a gap hides a single page (page 2 of 7 when the current page is 4): the
 * control then keeps the same number of slots from page 4 to page last − 3, so the buttons do not move as the
 * visitor steps through the middle.
 */
export function paginationRange(currentPage: number, totalPages: number): PaginationItem[] {
  const total = normalizeTotalPages(totalPages);
  if (total <= 1) return [];
  if (total <= PAGINATION_MAX_FULL_PAGES) return Array.from({ length: total }, (_, index) => index + 1);
  const current = clampPage(currentPage, total);
  if (current <= PAGINATION_EDGE_PAGES) return [1, 2, 3, 'ellipsis', total];
  if (current > total - PAGINATION_EDGE_PAGES) return [1, 'ellipsis', total - 2, total - 1, total];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}
