import type { LettersApi } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import { Cell, Column, Dialog, Row, Table, TableBody, TableHeader, VisuallyHidden } from '@dictation/ui';
import useSWR from 'swr';
import { historyMessages } from '../messages';
import { ReadStatus, readOptions, readStateOf } from '../ReadStatus';
import { historyEntriesOf } from './historyRows';
import * as styles from './LetterHistoryDialog.css';

/** The call the history dialog makes; `createApiClient(...)` satisfies it. */
export interface LetterHistoryDialogApi {
  letters: Pick<LettersApi, 'history'>;
}

export interface LetterHistoryDialogProps {
  /** The letter whose history is shown. */
  letterId: number;
  api: LetterHistoryDialogApi;
  /** Whether the dialog is open; the history is read each time it opens. */
  isOpen: boolean;
  /** Called on Escape and the close button. */
  onClose: () => void;
}

/**
 * The letter's history (spec 001 sections 2 and 3): who did what and when, the step, whether it
 * was outsourced, details and changes, oldest first. While it loads a spinner; a failure (the
 * server's, or an answer the schema rejects) says why and offers Try again.
 */
export function LetterHistoryDialog({ letterId, api, isOpen, onClose }: LetterHistoryDialogProps) {
  return (
    <Dialog
      title={historyMessages.title}
      size="large"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <LetterHistory letterId={letterId} api={api} />
    </Dialog>
  );
}

function LetterHistory({ letterId, api }: Pick<LetterHistoryDialogProps, 'letterId' | 'api'>) {
  const answer = useSWR(
    apiKey('letters.history', { id: letterId }),
    () => api.letters.history(letterId),
    readOptions,
  );
  const state = readStateOf(answer);
  if (state.kind !== 'loaded') {
    return (
      <ReadStatus
        state={state}
        loadingLabel={historyMessages.loading}
        failedLabel={historyMessages.failed}
        retryLabel={historyMessages.tryAgain}
        onRetry={() => void answer.mutate()}
      />
    );
  }
  const entries = historyEntriesOf(state.data);
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
