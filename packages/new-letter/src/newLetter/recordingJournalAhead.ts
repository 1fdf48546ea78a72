import { accountDatabaseNames, type UserProfile } from '@dictation/core';
import { openJournalAhead } from '@dictation/recorder';

/**
 * Issue 33: opens the account's recording journal (the database `RecordLetter`'s recorder reads
 * before it enables Record) once the account is known, while the page's code and reads are still
 * on their way: opened by the recorder as it started, it held Record back 0.1 to 0.2 s of a warm
 * start, behind the page's first render.
 */
export function openRecordingJournalAhead(account: Promise<Pick<UserProfile, 'accountId'>>): void {
  void account
    .then(({ accountId }) => openJournalAhead(accountDatabaseNames(accountId).recordingJournal))
    .catch(() => {});
}
