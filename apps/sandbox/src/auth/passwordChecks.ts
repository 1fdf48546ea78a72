import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from '../context';
import { BoundedQueue, QueueFull } from '../queues';
import type { GuessGuard, GuessOutcome } from './throttle';

/**
 * scrypt runs on libuv's thread pool, 4 threads shared with every file read and write (audio
 * suspends, the portal's files), and each check is tens of milliseconds of a core's work. One
 * check at a time leaves the other threads to them and a core to the event loop (the sandbox's
 * machines have two), and a burst of guesses waits in a short line or is refused (429) instead of
 * starving them: 16 waiting is about a second of checks.
 */
const concurrentChecks = 1;
const waitingChecks = 16;

export function newPasswordWork(): BoundedQueue {
  return new BoundedQueue(concurrentChecks, waitingChecks);
}

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
