import {
  failureNotice,
  isApiError,
  type LetterMetadata,
  type Notify,
  noticeDurations,
  type RestoreOption,
} from '@dictation/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { footerMessages } from '../messages';
import type { LetterFooterApi } from './letterFooterApi';

/** The footer's server actions; one runs at a time. */
export type LetterAction =
  | 'complete'
  | 'uncomplete'
  | 'delete'
  | 'restore'
  | 'lock'
  | 'unhold'
  | 'unlock'
  | 'approve'
  | 'recallApproval';

export interface LetterActionsOptions {
  api: LetterFooterApi;
  letter: LetterMetadata;
  notify: Notify;
  /** Reads the letter's metadata again (and with it the rules). */
  reload: () => void;
  /** Back to the list. */
  onLeave: () => void;
  /**
   * Before Complete: the text's last changes reach the server. False when they cannot (a
   * conflict the user resolves first, which the screen already shows): Complete is not sent.
   */
  beforeComplete: () => Promise<boolean>;
  /** Complete went through: leaving must not release the lock (spec 001 section 4). */
  onCompleted: () => void;
}

export interface LetterActions {
  /** The action running now, or null. */
  pending: LetterAction | null;
  complete: () => void;
  uncomplete: () => void;
  delete: () => void;
  restore: (option: RestoreOption) => void;
  lock: () => void;
  /** Releases the user's own manual lock. */
  unhold: () => void;
  /** Releases another user's lock (secretaries and the author). */
  unlock: () => void;
  approve: () => void;
  recallApproval: () => void;
}

/**
 * The footer's actions (spec 001 section 4): each calls the server, then says so ('Letter #{id}
 * un-completed', '... restored', ...) and reloads the metadata, or goes back to the list after
 * Complete. A failure shows the server's message and clears the pending state (spec 001 section
 * 8); a 409 goes back to the list, as every letter call does.
 */
export function useLetterActions(options: LetterActionsOptions): LetterActions {
  const [pending, setPending] = useState<LetterAction | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (
      action: LetterAction,
      /** Resolves false when the action was called off before reaching the server. */
      call: () => Promise<unknown>,
      success: (id: number) => string | null,
    ) => {
      if (running.current) return;
      running.current = true;
      setPending(action);
      const { letter, notify } = latest.current;
      try {
        if ((await call()) === false) return;
        const message = success(letter.id);
        if (message) notify({ kind: 'success', message, durationMs: noticeDurations.long });
        if (action === 'complete') {
          latest.current.onCompleted();
          latest.current.onLeave();
        } else latest.current.reload();
      } catch (error) {
        // The catalogue's words with the server's reason under them, as on the recording page.
        notify({ ...failureNotice(error), key: 'letter-action' });
        if (isApiError(error, 'conflict')) latest.current.onLeave();
      } finally {
        running.current = false;
        if (mounted.current) setPending(null);
      }
    },
    [],
  );

  const current = () => latest.current;
  const none = () => null;
  return {
    pending,
    complete: () =>
      run(
        'complete',
        async () => {
          if (!(await current().beforeComplete())) return false;
          return current().api.letters.complete(current().letter);
        },
        footerMessages.letterCompleted,
      ),
    uncomplete: () =>
      run(
        'uncomplete',
        () => current().api.letters.uncomplete(current().letter),
        footerMessages.letterUncompleted,
      ),
    delete: () =>
      run('delete', () => current().api.letters.delete(current().letter.id), footerMessages.letterDeleted),
    restore: (option) =>
      run(
        'restore',
        () => current().api.letters.restore(current().letter.id, { letterStepType: option.letterStepType }),
        footerMessages.letterRestored,
      ),
    lock: () => run('lock', () => current().api.letters.hold(current().letter.id), none),
    unhold: () => run('unhold', () => current().api.letters.unhold(current().letter.id), none),
    unlock: () => run('unlock', () => current().api.locks.unlock(current().letter.id), none),
    approve: () =>
      run(
        'approve',
        () => current().api.letters.updateApprovalStatus({ letterId: current().letter.id, approved: true }),
        none,
      ),
    recallApproval: () =>
      run(
        'recallApproval',
        () => current().api.letters.updateApprovalStatus({ letterId: current().letter.id, approved: false }),
        none,
      ),
  };
}
