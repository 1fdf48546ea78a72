import type { ColumnVisibility, OptionalColumnId } from '../columns/columnSets';
import type { LettersFilters } from '../filters/lettersFilters';
import type { PageSize } from '../listConstants';

export interface ListState {
  filters: LettersFilters;
  /** Zero-based. */
  pageIndex: number;
  pageSize: PageSize;
  columns: ColumnVisibility;
}

export type ListAction =
  | { type: 'setFilter'; patch: Partial<LettersFilters> }
  | { type: 'resetFilters'; filters: LettersFilters }
  | { type: 'setPage'; pageIndex: number }
  | { type: 'setPageSize'; pageSize: PageSize }
  | { type: 'setColumn'; column: OptionalColumnId; visible: boolean };

/**
 * Spec 001 section 4: "Any filter change resets to page 1." A new page size also starts again
 * at page 1, since the old page number points at different letters.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'setFilter':
      return { ...state, filters: { ...state.filters, ...action.patch }, pageIndex: 0 };
    case 'resetFilters':
      return { ...state, filters: action.filters, pageIndex: 0 };
    case 'setPage':
      return action.pageIndex === state.pageIndex
        ? state
        : { ...state, pageIndex: Math.max(0, action.pageIndex) };
    case 'setPageSize':
      return { ...state, pageSize: action.pageSize, pageIndex: 0 };
    case 'setColumn':
      return { ...state, columns: { ...state.columns, [action.column]: action.visible } };
  }
}
