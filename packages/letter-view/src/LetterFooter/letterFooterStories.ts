import { ApiError, type LetterMetadata, letterStepTypes } from '@dictation/core';
import { fn } from 'storybook/test';
import type { LetterFooterApi } from './letterFooterApi';

export interface FooterServerOptions {
  /** Every action is refused with this 400 text. @default undefined */
  refusal?: string;
  /** Every action is answered 409 (the letter changed elsewhere). @default false */
  conflict?: boolean;
  /** Actions never answer (the pending state). @default false */
  hangs?: boolean;
}

/**
 * A fake server for the footer's stories: each action changes the letter as the sandbox does
 * (complete, un-complete, delete, restore, hold, unlock, approval), so the reloaded footer shows
 * what follows. Calls are spies.
 */
export function footerServer(
  initial: LetterMetadata,
  userId: number,
  options: FooterServerOptions = {},
): LetterFooterApi & { letter: () => LetterMetadata } {
  let letter = initial;
  const act = (change: (current: LetterMetadata) => Partial<LetterMetadata>) =>
    fn(async (..._args: unknown[]): Promise<void> => {
      if (options.hangs) return new Promise<never>(() => {});
      if (options.conflict)
        throw new ApiError({ kind: 'conflict', status: 409, body: '' }, 'Conflict', 'letters.update');
      if (options.refusal !== undefined)
        // As the client rejects a 400 (spec 000 section 8: with the status text), the reason in the body.
        throw new ApiError(
          { kind: 'http', status: 400, statusText: 'Bad Request', body: options.refusal },
          'Bad Request',
          'letters.update',
        );
      letter = { ...letter, ...change(letter) };
    });
  return {
    letter: () => letter,
    letters: {
      complete: act(() => ({
        letterStepName: 'Completed',
        letterStepType: letterStepTypes.completed,
        autoLockedUserId: null,
      })),
      uncomplete: act(() => ({ letterStepName: 'To Review', letterStepType: letterStepTypes.toReview })),
      delete: act(() => ({ isDeleted: true })),
      restore: fn(async (id: number, payload: { letterStepType: number }) =>
        act(() => ({
          isDeleted: false,
          letterStepType: payload.letterStepType,
          letterStepName: payload.letterStepType === letterStepTypes.completed ? 'Completed' : 'To Review',
        }))(id),
      ),
      hold: act(() => ({ heldUserId: userId })),
      unhold: act(() => ({ heldUserId: null })),
      updateApprovalStatus: fn(async (payload: { letterId: number; approved: boolean }) =>
        act(() => ({ approved: payload.approved }))(payload),
      ),
    },
    locks: { unlock: act(() => ({ autoLockedUserId: null, heldUserId: null })) },
  };
}
