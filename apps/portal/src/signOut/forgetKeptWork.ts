import { accountDatabaseNames, forgetAccountStorage, type StorageLike } from '@dictation/core';
import { deleteIndexedDbEditJournal } from '@dictation/letter-view';
import { deleteIndexedDbJournal } from '@dictation/recorder';

/**
 * Deletes everything these accounts left on this computer: recordings, letter text and field
 * changes the server never received, and their stored settings. Each account's marker goes last,
 * so a sweep cut short (the tab closed) is done again at the next start.
 */
export async function forgetKeptWork(backend: StorageLike, accountIds: readonly string[]): Promise<void> {
  for (const accountId of accountIds) {
    const databases = accountDatabaseNames(accountId);
    await Promise.all([
      deleteIndexedDbJournal(databases.recordingJournal, backend),
      deleteIndexedDbEditJournal(databases.letterEdits),
    ]);
    forgetAccountStorage(backend, accountId);
  }
}
