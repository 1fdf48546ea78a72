/**
 * The new-letter flow (spec 000 sections 2, 4, 5 and 8), moved out of the portal (issue 18): the
 * letter's fields and their rules, job creation, Complete/Delete, field saving, the leave dialog,
 * duplicate-page detection, the EMIS/TPP patient and the pedal subscription. The portal's
 * recording page and `<dictation-recorder>` compose them.
 */
export * from './duplicatePageDetector';
export * from './ExternalPatientDialog';
export * from './externalPatientRules';
export * from './LeaveLetterDialog';
export * from './LetterActions';
export * from './LetterChoiceFields';
export * from './letterFieldRules';
export * from './letterFieldSaver';
export * as newLetterStyles from './newLetter.css';
export * from './newLetterRules';
export { reserveRecorderPlace } from './openLetterQueue';
export * from './PatientDetails';
export * from './RecordLetter';
export * from './useDuplicateRecordingPage';
export * from './useExternalPatient';
export * from './useLetterActions';
export * from './useLetterChoice';
export * from './useLetterCreation';
export * from './useLetterFieldSaver';
export * from './useOpenLetter';
export * from './usePedalSubscription';
export * from './useUserFootPedalSettings';
