// A hand-written list, sorted by module: what an app composing the flows needs.

// Words, for an app's message catalogue
export { newLetterMessages, uploadMessages } from './messages';
export { forgetCurrentLetterAhead, readCurrentLetterAhead } from './newLetter/currentLetterAhead';
// The recording page's dialogs and actions, for a page that shows them on its own
export {
  ExternalPatientDialog,
  type ExternalPatientDialogProps,
} from './newLetter/ExternalPatientDialog';
export { openJobRecordingAhead } from './newLetter/jobRecordingAhead';
export { LeaveLetterDialog, type LeaveLetterDialogProps } from './newLetter/LeaveLetterDialog';
export {
  type LetterActionDialog,
  LetterActions,
  type LetterActionsProps,
} from './newLetter/LetterActions';
export { reserveRecorderPlace } from './newLetter/openLetterQueue';
// The recording page's flow: the job, its fields, the recorder, Complete and Delete
export {
  type HeldNavigation,
  type JobOutcome,
  type LeaveQuestion,
  RecordLetter,
  type RecordLetterEvents,
  type RecordLetterPageProps,
  type RecordLetterProps,
} from './newLetter/RecordLetter';
export { openRecordingJournalAhead } from './newLetter/recordingJournalAhead';
// Issue 33: the recording page's reads, for a host to start before the page renders
export {
  type ReadAhead,
  type ReadsAheadServices,
  readDepartmentListsAhead,
  readRecordingPageAhead,
  recordingChoiceReads,
  recordingJobReads,
  recordingPageReads,
} from './newLetter/recordingReadsAhead';
export type { PatientDialogState } from './newLetter/useExternalPatient';
export type { GivenLetterContext } from './newLetter/useLetterChoice';
// Letters recorded with no network, waiting to be sent, and their sending
export { OfflineOutbox, type OfflineOutboxProps } from './outbox/OfflineOutbox';
// The Upload audio flow
export { UploadAudio, type UploadAudioProps } from './upload/UploadAudio';
export { importOrganisations } from './upload/uploadRules';
