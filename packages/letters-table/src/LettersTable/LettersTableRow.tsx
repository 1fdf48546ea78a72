import { memo, type ReactNode } from 'react';
import type { LettersColumn } from '../columns/tableColumns';
import type { LetterListItem } from '../types';
import * as styles from './LettersTable.css';

export interface LettersTableRowProps {
  letter: LetterListItem;
  /** Zero-based position in the page. */
  index: number;
  /** The row that Tab reaches (roving tab stop). */
  isTabStop: boolean;
  /** The visible columns, in order; a new array re-renders a memoised row's cells. */
  columns: readonly LettersColumn[];
}

function rowState(letter: LetterListItem): string {
  if (letter.isDeleted) return 'deleted';
  if (letter.isCompleted) return 'completed';
  return 'inProgress';
}

/**
 * One letter as a grid row: plain cells whose content comes straight from the columns' `value`,
 * with no per-cell components or hooks (the grid's keyboard and click handling is delegated to
 * the body), so a row costs about what bare markup costs. Memoised, so moving focus or scrolling
 * re-renders only the rows whose tab stop or presence changed.
 */
export const LettersTableRow = memo(function LettersTableRow(props: LettersTableRowProps): ReactNode {
  const { letter, index } = props;
  return (
    <tr
      className={styles.row}
      data-index={index}
      data-state={rowState(letter)}
      aria-rowindex={index + 2}
      tabIndex={props.isTabStop ? 0 : -1}
    >
      {props.columns.map((column) =>
        column.id === 'job' ? (
          <th key={column.id} scope="row">
            {column.value(letter)}
          </th>
        ) : (
          <td key={column.id}>{column.value(letter)}</td>
        ),
      )}
    </tr>
  );
});
