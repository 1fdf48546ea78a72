import { Cell, Column, Row, Table, TableBody, TableHeader, VisuallyHidden } from '@dictation/ui';
import { historyMessages } from '../messages';
import type { HistoryEntry } from './historyRows';
import * as styles from './LetterHistoryDialog.css';

/**
 * The history's rows, oldest first. A module of its own, downloaded as the dialog opens (or once
 * the page is idle): the table it is made of is the largest part of the letter screen's code that
 * nothing on the screen shows before the dialog (issue 33).
 */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>{historyMessages.empty}</p>;
  return (
    <Table aria-label={historyMessages.title} maxHeight="60vh">
      <TableHeader>
        <Column>{historyMessages.author}</Column>
        <Column isRowHeader>{historyMessages.date}</Column>
        <Column>{historyMessages.step}</Column>
        <Column>{historyMessages.outsource}</Column>
        <Column>{historyMessages.details}</Column>
        <Column>{historyMessages.changes}</Column>
      </TableHeader>
      <TableBody items={entries}>
        {(entry) => (
          <Row id={entry.key}>
            <Cell>
              <HistoryValue value={entry.author} />
            </Cell>
            <Cell>
              <HistoryValue value={entry.date} className={styles.date} />
            </Cell>
            <Cell>
              <HistoryValue value={entry.step} />
            </Cell>
            <Cell>
              <HistoryValue value={entry.outsource} />
            </Cell>
            <Cell>
              <HistoryValue value={entry.details} className={styles.text} />
            </Cell>
            <Cell>
              <HistoryValue value={entry.changes} className={styles.text} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** A value, or a dash read out as 'Not recorded' (an empty cell reads as nothing at all). */
function HistoryValue({ value, className }: { value: string; className?: string }) {
  if (value) return <span className={className}>{value}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{historyMessages.missing}</VisuallyHidden>
    </span>
  );
}
