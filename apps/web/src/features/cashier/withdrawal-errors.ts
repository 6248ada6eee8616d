import { isApiError } from '../../lib/api-error';

/**
 * Spec §8: the server answering "error" gives 'Failed to fetch pending withdrawals'; a request that failed on the
 * way (network, timeout, unreadable answer) gives 'An error occurred while fetching withdrawals'.
 */
export const withdrawalsFetchErrorKey = (error: unknown) =>
  isApiError(error) && (error.kind === 'envelope' || error.kind === 'http')
    ? 'cashier.pending.fetchFailed'
    : 'cashier.pending.fetchError';

/** A page number from the URL: a positive whole number, else the first page (spec §9 default page 1). */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
