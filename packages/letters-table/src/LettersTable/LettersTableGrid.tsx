import { useTable } from '@tanstack/react-table';
import { memo, type ReactNode, useMemo } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { ColumnId } from '../columns/columnSets';
import { createColumnDefs, tableFeatureSet } from '../columns/tableColumns';
import type { ListAction, ListState } from '../list/listState';
import { messages } from '../messages';
import { defaultSorting } from '../query/buildSearchQuery';
import type { LetterListItem, ListMode } from '../types';
import * as styles from './LettersTable.css';
import { LettersTablePagination } from './LettersTablePagination';

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
}

function rowState(letter: LetterListItem): string {
  if (letter.isDeleted) return 'deleted';
  if (letter.isCompleted) return 'completed';
  return 'inProgress';
}

const noHeaders: never[] = [];
const letterRowId = (letter: LetterListItem) => String(letter.id);

/**
 * The rows. TanStack Table holds paging, order and column visibility (all server-side: manual
 * modes); React Aria's Table gives the grid semantics and keyboard model (arrow keys between
 * rows, Enter opens the focused row).
 *
 * Every React Aria cell costs focus, press and hover hooks, so a page must not be rendered again
 * for nothing: the grid is memoised (the list re-renders on every count, status and SWR change),
 * and the body is a dynamic collection (`items`), which React Aria caches per row object.
 */
export const LettersTableGrid = memo(function LettersTableGrid(props: LettersTableGridProps): ReactNode {
  const { mode, letters, count, columns, state, dispatch } = props;
  const columnDefs = useMemo(
    () => createColumnDefs(props.hospitalNumberHeader),
    [props.hospitalNumberHeader],
  );
  const tableColumns = useMemo(() => columns.map((id) => columnDefs[id]), [columns, columnDefs]);
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
    getRowId: letterRowId,
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
  const byId = useMemo(() => new Map(letters.map((letter) => [String(letter.id), letter])), [letters]);
  const headers = table.getHeaderGroups()[0]?.headers ?? noHeaders;
  const rows = table.getRowModel().rows;

  return (
    <div className={styles.tableWrap}>
      <Table
        aria-label={mode === 'inProgress' ? messages.listLabel.inProgress : messages.listLabel.completed}
        className={styles.table}
        onRowAction={(key) => {
          const letter = byId.get(String(key));
          if (letter) props.onRowAction(letter);
        }}
      >
        <TableHeader columns={headers}>
          {(header) => (
            <Column id={header.id} isRowHeader={header.id === 'job'} className={styles.column}>
              <table.FlexRender header={header} />
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={rows}
          dependencies={[headers]}
          renderEmptyState={() => (
            <div className={styles.status}>{props.isLoading ? messages.loading : messages.empty}</div>
          )}
        >
          {(row) => (
            <Row id={row.id} className={styles.row} data-state={rowState(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <Cell key={cell.id} className={styles.cell}>
                  <table.FlexRender cell={cell} />
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
      <LettersTablePagination
        pageIndex={state.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
        pageSize={state.pageSize}
        onPageSizeChange={(pageSize) => dispatch({ type: 'setPageSize', pageSize })}
      />
    </div>
  );
});
