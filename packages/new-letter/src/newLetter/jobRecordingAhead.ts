import {
  type AccountStorage,
  accountDatabaseNames,
  type LetterMetadata,
  type UserProfile,
} from '@dictation/core';
import { createIndexedDbJournalStorage, openRecordingAhead } from '@dictation/recorder';
import { draftToReopen } from '../outbox/offlineDrafts';
import { readJobAudioAhead, type StreamApi } from './jobAudioAhead';
import { jobToReopen } from './jobToReopen';

/**
 * Issue 33: for a host that opens the recording page next (the portal), the recording of the
 * author's open job, where the page will reopen it (`jobToReopen`, and no offline draft to reopen
 * first): its lock asked for and its journal read (`openRecordingAhead`) as `current-letter`
 * answers, then its stored audio downloaded (`readJobAudioAhead`) unless the journal holds it. The
 * recorder, started once the page has come and rendered, took 0.1 to 0.2 s more after its render
 * for those three.
 */
export function openJobRecordingAhead(
  api: StreamApi,
  openJob: Promise<LetterMetadata | null>,
  account: Promise<Pick<UserProfile, 'accountId'>>,
  accountStorage: (accountId: number) => Pick<AccountStorage, 'get'>,
): void {
  void Promise.all([openJob, account])
    .then(([current, { accountId }]) => {
      const kept = accountStorage(accountId);
      const job = draftToReopen(kept) ? undefined : jobToReopen(current, kept);
      if (!job) return;
      const databaseName = accountDatabaseNames(accountId).recordingJournal;
      const storage = createIndexedDbJournalStorage({ databaseName });
      return openRecordingAhead(job.audioKey, storage).then((journal) => {
        // A base stored on this computer (a reload while recording) is the recording's: the
        // recorder does not download the server's audio then.
        if (journal.session?.base !== 'stored') readJobAudioAhead(api, job.letter);
      });
    })
    .catch(() => {});
}
