import { accountsWithExpiredWork, type StorageLike } from '@dictation/core';

/**
 * At start, before anyone signs in: deletes the kept work of the accounts whose retention ran
 * out. The deleting code (the journals' databases) loads only when there is something to delete.
 */
export function sweepExpiredKeptWork(backend: StorageLike): Promise<void> {
  const expired = accountsWithExpiredWork(backend);
  if (expired.length === 0) return Promise.resolve();
  return import('./forgetKeptWork').then(({ forgetKeptWork }) => forgetKeptWork(backend, expired));
}
