export { Pagination, type PaginationProps } from './Pagination';
export {
  clampPage,
  normalizeTotalPages,
  PAGINATION_EDGE_PAGES,
  PAGINATION_MAX_FULL_PAGES,
  type PaginationItem,
  paginationRange,
} from './pagination-logic';
