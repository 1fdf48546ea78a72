import { useDictation } from '@dictation/core/react';
import { LettersTable } from '@dictation/letters-table';
import type { Emit } from '../events';

/** `<dictation-letters-table>`'s content, a chunk of its own in the script bundles (LettersTableElement). */
export function Letters({
  completed,
  showCount,
  emit,
}: {
  completed: boolean;
  showCount: boolean;
  emit: Emit;
}) {
  const { api, notify } = useDictation();
  return (
    <LettersTable
      mode={completed ? 'completed' : 'inProgress'}
      api={api}
      notify={notify}
      showCount={showCount}
      onOpenLetter={(letterId) => emit('dictation-letter-selected', { letterId })}
    />
  );
}
