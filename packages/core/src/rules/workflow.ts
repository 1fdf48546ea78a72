import { messages } from '../messages';
import type { LetterListItem, LetterMetadata } from '../schemas/letters';

/** Step names as the server sends them (spec 000 section 4 and 001 section 4). */
export const stepNames = {
  audioCapture: 'Audio capture',
  speechRecognition: 'Speech recognition',
  processing: 'Processing',
  outsourceTranscription: 'Outsource Transcription',
  toReview: 'To Review',
  completed: 'Completed',
  manualTranscription: 'Manual Transcription',
  /** Outsourced variants (spec 000 section 4). */
  processingOutsource: 'processing_os',
  toReviewOutsource: 'to review_os',
} as const;

/** Step type codes (spec 001 section 4). */
export const letterStepTypes = {
  audioCapture: 1000,
  /** Outsource transcription; also "manual" when restoring. */
  outsourceTranscription: 2000,
  /** Restore to To Review. */
  toReview: 5000,
  completed: 7000,
} as const;

/** Approval options (spec 000 section 6). */
export const approvalTypes = {
  notRequired: 0,
  beforeSecretaryAuthorOnly: 1,
  beforeSecretaryAllAuthors: 2,
} as const;

/** External clinical systems (spec 000 section 1). */
export const externalClinicalSystems = { none: 0, emis: 10, tpp: 20 } as const;

/** Job status text for the codes 1-6, or '' for an unknown code. */
export function jobStatusText(status: number | null | undefined): string {
  return messages.jobStatus[status as keyof typeof messages.jobStatus] ?? '';
}

/** Compares step names ignoring case: the two documents spell "To review"/"To Review". */
export function isStep(name: string | null | undefined, step: string): boolean {
  return (name ?? '').trim().toLowerCase() === step.toLowerCase();
}

const earlySteps = [
  stepNames.audioCapture,
  stepNames.speechRecognition,
  stepNames.processing,
  stepNames.processingOutsource,
];

/** Before To Review: nothing to read yet. */
export function isEarlyStep(name: string | null | undefined, stepType?: number | null): boolean {
  return stepType === letterStepTypes.audioCapture || earlySteps.some((step) => isStep(name, step));
}

/** Completed by name or by step type 7000. */
export function isCompletedStep(letter: Pick<LetterMetadata, 'letterStepName' | 'letterStepType'>): boolean {
  return (
    isStep(letter.letterStepName, stepNames.completed) || letter.letterStepType === letterStepTypes.completed
  );
}

/**
 * An auto-lock held by another user. The holder extends it every 180000 ms while the letter is
 * open (spec 001, Locking), so a lock past its `lockExpirationDate` is no longer held; a lock
 * without a date is taken as held.
 */
export function isAutoLockedByOther(
  item: Pick<LetterListItem, 'autoLockedUserId' | 'lockExpirationDate'>,
  userId: number,
  now: Date,
): boolean {
  if (item.autoLockedUserId == null || item.autoLockedUserId === userId) return false;
  if (!item.lockExpirationDate) return true;
  return new Date(item.lockExpirationDate).getTime() > now.getTime();
}

/**
 * Spec 001 section 8, row click messages: why a list row cannot open, or null when it can.
 * Deleted early jobs, then cleaned or not-yet-ready jobs (by step name, or step type 1000, new
 * audio capture, spec 000 section 4), then another user's unexpired auto-lock, then audio that is
 * not listenable yet.
 */
export function rowClickMessage(
  item: Pick<
    LetterListItem,
    | 'isDeleted'
    | 'isLetterCleaned'
    | 'workflowStepName'
    | 'letterStepType'
    | 'autoLockedUserId'
    | 'lockExpirationDate'
    | 'isListenableAudioReady'
  >,
  userId: number,
  now: Date = new Date(),
): string | null {
  const early = isEarlyStep(item.workflowStepName, item.letterStepType);
  if (item.isDeleted && early) return messages.jobDeleted;
  if (item.isLetterCleaned || early) return messages.jobNotReviewable;
  if (isAutoLockedByOther(item, userId, now)) return messages.letterAutolocked;
  if (item.isListenableAudioReady === false) return messages.audioProcessing;
  return null;
}

/**
 * A letter id from a URL segment: only a whole positive number counts ("12", not "12a", "-1",
 * "1.5", " 12", "1e3"), else null.
 */
export function parseLetterId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The two letter lists, as their routes name them (spec 000 section 2). */
export type LetterListMode = 'in-progress' | 'completed';

/**
 * The list a letter belongs to (spec 000 section 2, `letter/{id}`): completed when deleted
 * (whatever its step) or at step Completed (name or type 7000), in progress otherwise.
 */
export function letterListMode(
  letter: Pick<LetterMetadata, 'isDeleted' | 'letterStepName' | 'letterStepType'>,
): LetterListMode {
  return letter.isDeleted === true || isCompletedStep(letter) ? 'completed' : 'in-progress';
}

/** Spec 000 section 4: no document for a deleted letter at audio capture, a cleaned one, or type 2000. */
export function isDocumentLoadable(
  letter: Pick<LetterMetadata, 'isDeleted' | 'isLetterCleaned' | 'letterStepName' | 'letterStepType'>,
): boolean {
  if (letter.isDeleted && isStep(letter.letterStepName, stepNames.audioCapture)) return false;
  if (letter.isLetterCleaned) return false;
  return letter.letterStepType !== letterStepTypes.outsourceTranscription;
}

/**
 * Spec 000 section 2: the job header is editable only without an external patient, and not when
 * locked or held by another user, cleaned, deleted or at step 7000.
 */
export function canEditLetterHeader(
  letter: Pick<
    LetterMetadata,
    | 'isExternalSystemPatient'
    | 'autoLockedUserId'
    | 'heldUserId'
    | 'isLetterCleaned'
    | 'isDeleted'
    | 'letterStepType'
  >,
  userId: number,
): boolean {
  const heldByOther = (id: number | null | undefined) => id != null && id !== userId;
  return !(
    letter.isExternalSystemPatient ||
    heldByOther(letter.autoLockedUserId) ||
    heldByOther(letter.heldUserId) ||
    letter.isLetterCleaned ||
    letter.isDeleted ||
    letter.letterStepType === letterStepTypes.completed
  );
}

/** A restore choice (spec 001 section 4). */
export interface RestoreOption {
  label: 'To Review' | 'Completed';
  letterStepType: number;
}

/**
 * Restore choices of a deleted letter: none unless its stage is To Review, Completed or Manual
 * Transcription; 'To Review' (5000, or 2000 for a manual letter), plus 'Completed' (7000) when
 * it was deleted from Completed.
 */
export function restoreOptions(
  letter: Pick<LetterMetadata, 'isDeleted' | 'letterStepName' | 'letterStepType' | 'isManual'>,
): RestoreOption[] {
  if (!letter.isDeleted) return [];
  const stage = letter.letterStepName;
  const completed = isCompletedStep(letter);
  if (!completed && !isStep(stage, stepNames.toReview) && !isStep(stage, stepNames.manualTranscription))
    return [];
  const options: RestoreOption[] = [
    {
      label: 'To Review',
      letterStepType: letter.isManual ? letterStepTypes.outsourceTranscription : letterStepTypes.toReview,
    },
  ];
  if (completed) options.push({ label: 'Completed', letterStepType: letterStepTypes.completed });
  return options;
}
