import { BoundedQueue } from '../queues';

/**
 * scrypt runs on libuv's thread pool, 4 threads shared with every file read and write (audio
 * suspends, the portal's files), and each check is tens of milliseconds of a core's work. One
 * check at a time leaves the other threads to them and a core to the event loop (the sandbox's
 * machines have two), and a burst of guesses waits in a short line or is refused (429) instead of
 * starving them: 16 waiting is about a second of checks.
 */
const concurrentChecks = 1;
const waitingChecks = 16;

/** The line the sandbox's password work waits in (passwordChecks.ts), one per sandbox. */
export function newPasswordWork(): BoundedQueue {
  return new BoundedQueue(concurrentChecks, waitingChecks);
}
