/** Pagination's English texts; `defaultMessages.pagination` is this object. */
export const paginationMessages = { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page {page}' };
