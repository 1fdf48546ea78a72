import { useTable } from '@tanstack/react-table';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ColumnId } from '../columns/columnSets';
import { createColumns, tableFeatureSet, toColumnDef } from '../columns/tableColumns';
import { isVirtualized, rowNavigationTarget } from '../grid/rowWindow';
import { useRowWindow } from '../grid/useRowWindow';
import type { ListAction, ListState } from '../list/listState';
import type { PageSize } from '../listConstants';
import { messages } from '../messages';
import { defaultSorting } from '../query/buildSearchQuery';
import type { LetterListItem, ListMode } from '../types';
import * as styles from './LettersTable.css';
import { LettersTablePagination } from './LettersTablePagination';
import { LettersTableRow } from './LettersTableRow';

export interface LettersTableGridProps {
  mode: ListMode;
  letters: LetterListItem[];
  count: number;
  /** Columns to show, in order. */
  columns: readonly ColumnId[];
  hospitalNumberHeader: string;
  state: ListState;
  dispatch: (action: ListAction) => void;
  onRowAction: (letter: LetterListItem) => void;
  isLoading: boolean;
  /**
   * What the body shows when the page has no rows: the empty, loading or error state with its
   * next step (LettersTable builds it).
   * @default 'Loading letters' while loading, else 'No letters'
   */
  emptyState?: ReactNode;
}

/**
 * A cell cut with an ellipsis shows its whole text as a tooltip. The title is set when the pointer
 * enters the cell, only if the text does not fit, so rendering a page adds nothing per cell.
 */
function showCutText(event: MouseEvent): void {
  const cell = (event.target as Element).closest?.('td, th');
  if (!(cell instanceof HTMLElement) || cell.closest('tbody') === null) return;
  if (cell.scrollWidth > cell.clientWidth) {
    const text = cell.textContent?.trim() ?? '';
    if (cell.title !== text) cell.title = text;
  } else if (cell.hasAttribute('title')) {
    cell.removeAttribute('title');
  }
}

/** The body row an event happened in, by its `data-index` (spacer rows have none). */
function rowIndexOf(event: SyntheticEvent): number | undefined {
  const row = (event.target as Element).closest?.('tr[data-index]');
  const index = row?.getAttribute('data-index');
  return index == null ? undefined : Number(index);
}

/**
 * The rows. TanStack Table holds paging, order and column visibility (all server-side: manual
 * modes); the markup is a plain `<table role="grid">` whose rows are the focus stops, with headers
 * and cells rendered straight from the columns (columns/tableColumns.tsx) and the page's letters.
 *
 * Why not React Aria's Table here: its focus, press and hover hooks on every cell made a 200-row
 * page cost ten times bare markup (tests/bench/letters-table.bench.ts). The grid keeps the same
 * row model by hand, and only for rows: one roving tab stop, arrows, Page Up/Down, Home/End,
 * Enter or click for the row action, all delegated to the body. Pages over 50 rows render only
 * the rows in view plus an overscan (a new page's first frame: the rows in view only, see
 * useRowWindow), with aria-rowcount/aria-rowindex telling assistive technology where each
 * rendered row sits.
 */
export const LettersTableGrid = memo(function LettersTableGrid(props: LettersTableGridProps): ReactNode {
  const { mode, letters, count, columns, state, dispatch } = props;
  const allColumns = useMemo(() => createColumns(props.hospitalNumberHeader), [props.hospitalNumberHeader]);
  const shownColumns = useMemo(() => columns.map((id) => allColumns[id]), [columns, allColumns]);
  const tableColumns = useMemo(() => shownColumns.map(toColumnDef), [shownColumns]);
  const tableState = useMemo(
    () => ({
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      sorting: [...defaultSorting[mode]],
    }),
    [state.pageIndex, state.pageSize, mode],
  );
  const table = useTable({
    features: tableFeatureSet,
    columns: tableColumns,
    data: letters,
    manualPagination: true,
    manualSorting: true,
    rowCount: count,
    state: tableState,
    onPaginationChange: (updater) => {
      const next =
        typeof updater === 'function'
          ? updater({ pageIndex: state.pageIndex, pageSize: state.pageSize })
          : updater;
      dispatch({ type: 'setPage', pageIndex: next.pageIndex });
    },
  });
  // Stable handlers for the memoised pagination, so a new page of rows does not render it again;
  // they call the latest table, whose options hold the current page.
  const latestTable = useRef(table);
  useLayoutEffect(() => {
    latestTable.current = table;
  });
  const onPrevious = useCallback(() => latestTable.current.previousPage(), []);
  const onNext = useCallback(() => latestTable.current.nextPage(), []);
  const onPageSizeChange = useCallback(
    (pageSize: PageSize) => dispatch({ type: 'setPageSize', pageSize }),
    [dispatch],
  );
  // The page is the server's: TanStack's row model would only wrap each letter in a row object
  // (10 000 of them for a big page), so the rows are the letters themselves.
  const rows = letters;

  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const view = useRowWindow(rows.length, letters, scroller, body);
  const { start, end } = view.range;
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | undefined>(undefined);
  // The tab stop stays on the last focused row while it is rendered, else the first rendered one,
  // so Tab always reaches the grid.
  const tabStop = active >= start && active < end ? active : start;

  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = undefined;
    row.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys on the row itself only: nothing inside a row is focusable today, but a future link
    // or button in a cell keeps its own Enter and arrows.
    const index = (event.target as Element).matches('tr[data-index]') ? rowIndexOf(event) : undefined;
    if (index === undefined) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const letter = rows[index];
      if (letter) props.onRowAction(letter);
      return;
    }
    const target = rowNavigationTarget(event.key, index, rows.length, view.rowsPerView);
    if (target === undefined) return;
    event.preventDefault();
    pendingFocus.current = target;
    view.show(target);
    setActive(target);
  };
  const onClick = (event: MouseEvent) => {
    const index = rowIndexOf(event);
    const letter = index === undefined ? undefined : rows[index];
    if (letter) props.onRowAction(letter);
  };
  const onFocus = (event: SyntheticEvent) => {
    const index = rowIndexOf(event);
    if (index !== undefined) setActive(index);
  };

  const virtualized = isVirtualized(rows.length);
  const listLabel = mode === 'inProgress' ? messages.listLabel.inProgress : messages.listLabel.completed;
  const spacer = (height: number) =>
    height > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row has no tab index; hidden so it is not counted as a row
      <tr aria-hidden="true">
        <td colSpan={shownColumns.length} className={styles.spacer} style={{ height }} />
      </tr>
    ) : null;

  return (
    <div className={styles.gridArea}>
      <div
        ref={scroller}
        className={styles.tableWrap}
        data-virtualized={virtualized || undefined}
        // Without rows (loading, empty) nothing inside takes the focus, yet the headers may be
        // wider than the room (a tablet): the wrap itself then takes it, so the keyboard scrolls.
        // A group, not a region: the page's own landmark already bears the list's name.
        {...(rows.length === 0 ? { tabIndex: 0, role: 'group', 'aria-label': listLabel } : {})}
      >
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA data grid pattern on a table (cells map to gridcell and rowheader); rows are the focus stops
          role="grid"
          aria-label={listLabel}
          aria-rowcount={rows.length + 1}
          className={styles.table}
        >
          <thead className={styles.header}>
            <tr aria-rowindex={1}>
              {shownColumns.map((column) => (
                <th key={column.id} scope="col" className={styles.column} data-column={column.id}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody
            ref={body}
            onKeyDown={onKeyDown}
            onClick={onClick}
            onFocus={onFocus}
            onMouseOver={showCutText}
          >
            {rows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, shownColumns.length)} className={styles.bodyMessage}>
                  {props.emptyState ?? (props.isLoading ? messages.loading : messages.empty)}
                </td>
              </tr>
            ) : (
              <>
                {spacer(start * view.rowHeight)}
                {rows.slice(start, end).map((letter, offset) => (
                  <LettersTableRow
                    key={letter.id}
                    letter={letter}
                    index={start + offset}
                    isTabStop={start + offset === tabStop}
                    columns={shownColumns}
                  />
                ))}
                {spacer((rows.length - end) * view.rowHeight)}
              </>
            )}
          </tbody>
        </table>
      </div>
      <LettersTablePagination
        pageIndex={state.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={onPrevious}
        onNext={onNext}
        pageSize={state.pageSize}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
});
