import { accountDatabaseNames } from './accountDatabases';
import { accountKeyPrefix, globalKeyPrefix } from './storageKeys';
import { keysWithPrefix, readJson, removeKey, type StorageLike, writeJson } from './storageLike';

/**
 * How long work a sign-out left on this computer is kept for its account (issue 31): seven days.
 * Long enough for a clinician who signs out on Friday with the network down to find it on Monday,
 * or after a week's leave on the same ward computer; short enough that a patient's audio and
 * letter text do not wait for months on a shared machine that the account never uses again.
 */
export const keptWorkRetentionDays = 7;
const retentionMs = keptWorkRetentionDays * 24 * 60 * 60 * 1000;

/** Outside every account, so a sign-out's `clear()` leaves it. */
const markerPrefix = `${globalKeyPrefix}signedOutAt:`;

/** The account signed out at `now`: its kept work is forgotten `keptWorkRetentionDays` later. */
export function noteSignedOut(backend: StorageLike, accountId: string | number, now = Date.now()): void {
  writeJson(backend, `${markerPrefix}${accountId}`, now);
}

/** The account is signed in again: what it kept is its own to send, not waiting to expire. */
export function noteSignedIn(backend: StorageLike, accountId: string | number): void {
  removeKey(backend, `${markerPrefix}${accountId}`);
}

/**
 * The accounts whose last sign-out on this computer is older than the retention (a marker that
 * is not a time counts as expired: nothing says the work is recent). Their markers stay until
 * `forgetExpiredKeptWork` ran, so a sweep cut short by a closed tab is done again next time.
 */
export function accountsWithExpiredWork(backend: StorageLike, now = Date.now()): string[] {
  return keysWithPrefix(backend, markerPrefix)
    .filter((key) => {
      const signedOutAt = readJson(backend, key);
      return typeof signedOutAt !== 'number' || now - signedOutAt >= retentionMs;
    })
    .map((key) => key.slice(markerPrefix.length));
}

/**
 * Deletes the IndexedDB journals an account's unsent work is kept in (recordings, letter text).
 * The packages that own the journals provide it: core knows their names, not their code.
 */
export type AccountJournalsDeleter = (databases: ReturnType<typeof accountDatabaseNames>) => Promise<unknown>;

/**
 * At start, before anyone signs in: deletes everything the accounts whose retention ran out left
 * on this computer (their journals, then their stored keys). Each account's marker goes last, so
 * a sweep cut short (the tab closed) is done again at the next start.
 */
export async function forgetExpiredKeptWork(
  backend: StorageLike,
  deleteJournals: AccountJournalsDeleter,
  now = Date.now(),
): Promise<void> {
  for (const accountId of accountsWithExpiredWork(backend, now)) {
    await deleteJournals(accountDatabaseNames(accountId));
    forgetAccountStorage(backend, accountId);
  }
}

/** Removes every stored key of the account (its pending ones included) and its marker. */
export function forgetAccountStorage(backend: StorageLike, accountId: string): void {
  for (const key of keysWithPrefix(backend, accountKeyPrefix(accountId))) removeKey(backend, key);
  removeKey(backend, `${markerPrefix}${accountId}`);
}
