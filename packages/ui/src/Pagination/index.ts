export { Pagination, type PaginationProps } from './Pagination';
export { type PaginationSlot, pageCountOf, paginationRange } from './paginationRange';
