import { accountsWithExpiredWork, type StorageLike } from '@dictation/core';

/**
 * At start, before anyone signs in: deletes the kept work of the accounts whose retention ran
 * out. The deleting code (the journals' databases) loads only when there is something to delete.
 */
export async function sweepExpiredKeptWork(backend: StorageLike): Promise<void> {
  if (accountsWithExpiredWork(backend).length === 0) return;
  const { forgetExpiredWork } = await import('./forgetExpiredWork');
  await forgetExpiredWork(backend);
}
