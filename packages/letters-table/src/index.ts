/** `@dictation/letters-table`: the in-progress and completed letters lists. */
export {
  availableColumns,
  type ColumnId,
  type ColumnVisibility,
  defaultColumnVisibility,
  type OptionalColumnId,
  optionalColumnIds,
  visibleColumns,
} from './columns/columnSets';
export { type FilterName, isFilterShown } from './filters/filterVisibility';
export {
  type ApprovalFilter,
  defaultFilters,
  emptyFilters,
  hasAnyFilter,
  type LabelFilter,
  type LettersFilters,
} from './filters/lettersFilters';
export { type StatusOption, statusOptionsFor } from './filters/statusOptions';
export { LettersTable, type LettersTableProps, rowRefusalNoticeKey } from './LettersTable/LettersTable';
export { LettersTableGrid, type LettersTableGridProps } from './LettersTable/LettersTableGrid';
export { type LettersTableApi, lookupKeys } from './list/lettersTableApi';
export { deriveListContext, type ListContextSources } from './list/listContext';
export {
  type FirstSearchLookups,
  firstListSearch,
  type KeyedAnswer,
  type ListSearch,
  rememberedFirstSearch,
  rememberFirstSearch,
} from './list/listSearch';
export { type ListAction, type ListState, listReducer } from './list/listState';
export { lastPageJump } from './list/paging';
export type { ListCount } from './list/useLettersList';
export {
  autoRefreshIntervalMs,
  defaultArchiveMonths,
  defaultPageSize,
  filterExpiryMs,
  type PageSize,
  pageSizes,
} from './listConstants';
export { messages as lettersTableMessages } from './messages';
export {
  buildFilter,
  buildSearchQuery,
  defaultSorting,
  orderBy,
  type SearchQueryInput,
  type SortItem,
  searchPath,
  searchUrl,
} from './query/buildSearchQuery';
export { quoteString, textMatch } from './query/odata';
export type { LetterListItem, ListContext, ListMode, TenantType } from './types';
