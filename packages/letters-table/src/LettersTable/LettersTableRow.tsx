import { FlexRender, type Row } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import type { tableFeatureSet } from '../columns/tableColumns';
import type { LetterListItem } from '../types';
import * as styles from './LettersTable.css';

type Features = typeof tableFeatureSet;
type LetterRow = Row<Features, LetterListItem>;

export interface LettersTableRowProps {
  row: LetterRow;
  /** Zero-based position in the page. */
  index: number;
  /** The row that Tab reaches (roving tab stop). */
  isTabStop: boolean;
  /** Changes when the visible columns do, so a memoised row re-renders its cells. */
  columnsKey: unknown;
}

function rowState(letter: LetterListItem): string {
  if (letter.isDeleted) return 'deleted';
  if (letter.isCompleted) return 'completed';
  return 'inProgress';
}

/**
 * One letter as a grid row: plain cells, no per-cell hooks (the grid's keyboard and click
 * handling is delegated to the body). Memoised, so moving focus or scrolling re-renders only the
 * rows whose tab stop or presence changed.
 */
export const LettersTableRow = memo(function LettersTableRow(props: LettersTableRowProps): ReactNode {
  const { row, index } = props;
  return (
    <tr
      className={styles.row}
      data-index={index}
      data-state={rowState(row.original)}
      aria-rowindex={index + 2}
      tabIndex={props.isTabStop ? 0 : -1}
    >
      {row.getVisibleCells().map((cell) =>
        cell.column.id === 'job' ? (
          <th key={cell.id} scope="row" className={styles.cell}>
            <FlexRender cell={cell} />
          </th>
        ) : (
          <td key={cell.id} className={styles.cell}>
            <FlexRender cell={cell} />
          </td>
        ),
      )}
    </tr>
  );
});
