import type { Priority } from '@dictation/core';
import { Select } from '@dictation/ui';
import { useId, useState } from 'react';
import { headerMessages } from '../messages';
import { isUrgentPriority } from './headerFields';
import * as styles from './LetterHeader.css';

export interface LetterHeaderPriorityProps {
  /** The letter's priority id. */
  priorityId: number | null | undefined;
  /** The priorities offered; empty while they load. */
  priorities: readonly Priority[];
  /** Why the priorities did not load (spec 001 section 8: lookup failures show their message). */
  loadError: Error | undefined;
  isDisabled: boolean;
  /** Resolves true when the server took the change. */
  onChange: (priorityId: number) => Promise<boolean>;
}

/**
 * The Priority select of the letter screen's header (spec 001 sections 2 and 9): priority 1 is
 * normal, any other is marked Urgent. The chosen priority shows at once and goes back to the
 * letter's if the update fails; remount it (a `key`) when the letter's priority changes. It
 * mounts after the letter screen's first render (`mountsLater`): the text comes first.
 */
export function LetterHeaderPriority({
  priorityId,
  priorities,
  loadError,
  isDisabled,
  onChange,
}: LetterHeaderPriorityProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? priorityId ?? null;
  const urgent = isUrgentPriority(shown);
  const urgentId = useId();
  return (
    <div className={styles.priority} data-state={urgent ? 'urgent' : 'normal'}>
      <Select<number>
        mountsLater
        label={headerMessages.priority}
        items={priorities.map((priority) => ({ id: priority.id, label: priority.name }))}
        value={shown}
        onChange={(next) => {
          if (next === null || next === shown) return;
          setChosen(next);
          void onChange(next).then((updated) => {
            if (!updated) setChosen(null);
          });
        }}
        isDisabled={isDisabled}
        errorMessage={loadError?.message}
        aria-describedby={urgent ? urgentId : undefined}
      />
      {urgent && (
        <span id={urgentId} className={styles.urgent}>
          {headerMessages.urgent}
        </span>
      )}
    </div>
  );
}
