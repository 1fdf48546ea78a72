import type { AccountJournalsDeleter, StorageLike } from '@dictation/core';
import { deleteIndexedDbJournal } from '@dictation/recorder';
import { deleteIndexedDbEditJournal } from './editJournal';

/**
 * Deletes both journals an account's unsent work is kept in on this computer, for core's
 * `forgetExpiredKeptWork`: the recorder's (audio, with the tail it keeps in `backend`) and the
 * letter screen's (text). Here because this package holds both: the letter screen plays the
 * letter's audio through the recorder's player.
 */
export const accountJournalsDeleter =
  (backend: StorageLike): AccountJournalsDeleter =>
  (databases) =>
    Promise.all([
      deleteIndexedDbJournal(databases.recordingJournal, backend),
      deleteIndexedDbEditJournal(databases.letterEdits),
    ]);
