import type { ReactNode } from 'react';
import type {
  CellProps as AriaCellProps,
  ColumnProps as AriaColumnProps,
  RowProps as AriaRowProps,
  TableBodyProps as AriaTableBodyProps,
  TableHeaderProps as AriaTableHeaderProps,
  TableProps as AriaTableProps,
} from 'react-aria-components';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
} from 'react-aria-components/Table';
import * as styles from './Table.css';

/** Class names of the table styles, for tables not built with these components. */
export const tableClassNames = {
  container: styles.container,
  table: styles.table,
  header: styles.header,
  column: styles.column,
  row: styles.row,
  cell: styles.cell,
  emptyState: styles.emptyState,
} as const;

export type CellAlignment = 'start' | 'end';

export interface TableProps extends Omit<AriaTableProps, 'className' | 'style'> {
  /**
   * Maximum height of the scroll container; the header sticks while rows scroll.
   * @default undefined
   */
  maxHeight?: string;
  /**
   * Extra class on the scroll container.
   * @default undefined
   */
  className?: string;
}

/** A grid table (react-aria-components Table) in a scroll container with a sticky header. */
export function Table({ maxHeight, className, ...props }: TableProps) {
  return (
    <div
      className={className ? `${styles.container} ${className}` : styles.container}
      style={maxHeight ? { maxHeight } : undefined}
    >
      <AriaTable {...props} className={styles.table} />
    </div>
  );
}

export interface TableHeaderProps<T extends object>
  extends Omit<AriaTableHeaderProps<T>, 'className' | 'style'> {}

/** The header row. */
export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={styles.header} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'style'> {
  /**
   * `end` for numbers and durations.
   * @default 'start'
   */
  align?: CellAlignment;
}

/** A column header. */
export function Column({ align = 'start', ...props }: ColumnProps) {
  return <AriaColumn {...props} className={styles.column} data-align={align} />;
}

export interface TableBodyProps<T extends object>
  extends Omit<AriaTableBodyProps<T>, 'className' | 'style'> {}

/** The rows; `renderEmptyState` says what an empty list means. */
export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <AriaTableBody {...props} />;
}

export interface RowProps<T extends object> extends Omit<AriaRowProps<T>, 'className' | 'style'> {}

/** A row: hover, selected and focus-visible states are styled. */
export function Row<T extends object>(props: RowProps<T>) {
  return <AriaRow {...props} className={styles.row} />;
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'style'> {
  /**
   * `end` for numbers and durations (tabular figures).
   * @default 'start'
   */
  align?: CellAlignment;
  /**
   * The content.
   * @default undefined
   */
  children?: ReactNode;
}

/** A cell. */
export function Cell({ align = 'start', ...props }: CellProps) {
  return <AriaCell {...props} className={styles.cell} data-align={align} />;
}
