import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from '../context';
import { QueueFull } from '../queues';
import type { GuessGuard, GuessOutcome } from './throttle';

export const serverBusy = 'The server is busy. Please try again in a moment.';

/** Why a guess was not checked, and when to try again. */
export interface GuessRefusal {
  refused: 'lockedOut' | 'busy';
  retryAfterSeconds: number;
}

/**
 * Checks a guess (a password) through its guard and the scrypt line: counted before the check
 * runs, slowed when the guard says so, refused when locked out or when the line is full.
 */
export async function checkGuess(
  ctx: Context,
  guard: GuessGuard,
  guess: { user: string; address: string },
  isRight: () => Promise<boolean>,
): Promise<'right' | 'wrong' | GuessRefusal> {
  const admission = guard.admit(guess.user, guess.address);
  if (!admission.admitted) return { refused: 'lockedOut', retryAfterSeconds: admission.retryAfterSeconds };
  let outcome: GuessOutcome = 'unchecked';
  try {
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    outcome = (await ctx.passwordWork.run(isRight)) ? 'right' : 'wrong';
    return outcome;
  } catch (error) {
    if (error instanceof QueueFull) return { refused: 'busy', retryAfterSeconds: 1 };
    throw error;
  } finally {
    admission.settle(outcome);
  }
}
