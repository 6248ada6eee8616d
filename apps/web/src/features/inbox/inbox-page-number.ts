/** The inbox page the address asks for (`?page=3`); anything but a whole number from 1 reads as the first page. */
export function inboxPageNumber(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

/** The address of an inbox page: the first page has no parameter, so it has one address. */
export const inboxPageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');
