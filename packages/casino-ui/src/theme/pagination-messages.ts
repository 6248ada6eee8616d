/**
 * Pagination's English texts; `defaultMessages.pagination` is this object. A file of their own so Pagination bundles
 * only these (`useMessageGroup`), not the whole catalogue; here in theme/ because the catalogue needs them too and
 * theme/ never imports a component (docs/architecture.md#what-may-import-what).
 */
export const paginationMessages = { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page {page}' };
