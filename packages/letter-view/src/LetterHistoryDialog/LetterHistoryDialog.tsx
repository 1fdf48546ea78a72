import type { LettersApi } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import { Dialog } from '@dictation/ui';
import { useEffect } from 'react';
import useSWR from 'swr';
import { historyMessages } from '../messages';
import { ReadStatus, readOptions, readStateOf, readStateOfBoth } from '../ReadStatus';
import type { HistoryTable as HistoryTableOfModule } from './HistoryTable';
import { historyEntriesOf } from './historyRows';

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
  // Its table's code once the page is idle, so that the dialog opens without waiting for it.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback?.(() => void loadHistoryTable().catch(() => {}));
    return () => {
      if (idle !== undefined) globalThis.cancelIdleCallback?.(idle);
    };
  }, []);
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

/**
 * The table's code, downloaded once (again after a failure: the network dropped). Read through SWR
 * as the rows are, so the dialog shows one spinner for both, and one failure with Try again.
 */
let tableCode: Promise<{ HistoryTable: typeof HistoryTableOfModule }> | undefined;
const loadHistoryTable = () => {
  tableCode ??= import('./HistoryTable').catch((error: unknown) => {
    tableCode = undefined;
    throw error;
  });
  return tableCode;
};
const historyTableKey = '@dictation/letter-view:HistoryTable';

function LetterHistory({ letterId, api }: Pick<LetterHistoryDialogProps, 'letterId' | 'api'>) {
  const answer = useSWR(
    apiKey('letters.history', { id: letterId }),
    () => api.letters.history(letterId),
    readOptions,
  );
  const code = useSWR(historyTableKey, loadHistoryTable, readOptions);
  const state = readStateOfBoth(readStateOf(answer), readStateOf(code));
  if (state.kind !== 'loaded') {
    return (
      <ReadStatus
        state={state}
        loadingLabel={historyMessages.loading}
        failedLabel={historyMessages.failed}
        retryLabel={historyMessages.tryAgain}
        onRetry={() => {
          if (answer.error) void answer.mutate();
          if (code.error) void code.mutate();
        }}
      />
    );
  }
  const [rows, { HistoryTable }] = state.data;
  return <HistoryTable entries={historyEntriesOf(rows)} />;
}
