/**
 * The IndexedDB databases that hold one account's unsent work: one per account, so a shared
 * computer never offers one user another's recording or edits, and an account's can be dropped
 * (keptWork.ts). A module of its own: the recorder and the letter screen name their database
 * without loading account storage's schemas.
 */
export const accountDatabaseNames = (accountId: string | number) => ({
  recordingJournal: `dictation-recorder-journal:${accountId}`,
  letterEdits: `dictation-letter-edits:${accountId}`,
});
