import { isApiError } from '@/lib/api/api-error';

/**
 * docs/product.md#error-texts: the server answering "error" gives 'Failed to fetch pending withdrawals'; a request that failed on the
 * way (network, timeout, unreadable answer) gives 'An error occurred while fetching withdrawals'.
 */
export const withdrawalsFetchErrorKey = (error: unknown) =>
  isApiError(error) && (error.kind === 'envelope' || error.kind === 'http')
    ? 'cashier.pending.fetchFailed'
    : 'cashier.pending.fetchError';

/** A page number from the URL: a positive whole number, else the first page (docs/product.md#paging-and-sizes). */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
