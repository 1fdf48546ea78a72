import type { messages } from '../messages';
import type { LetterMetadata } from '../schemas/letters';
import type { Priority } from '../schemas/organisation';
import type { UserProfile } from '../schemas/profile';
import { canApproveLetter, canUnlockLetter, completionBlockMessage, isApprovalShown } from './roles';
import {
  canEditLetterHeader,
  isCompletedStep,
  isDocumentLoadable,
  letterStepTypes,
  type RestoreOption,
  restoreOptions,
} from './workflow';

/** Priority workflow values (spec 000 section 9). */
export const priorityWorkflows = { manual: 'Manual', gp: 'GP' } as const;

/** Why the letter screen is read-only, in precedence order: the first that applies is the one shown. */
export const readOnlyReasons = ['completed', 'lockedByOther', 'deleted', 'cleared', 'outsourced'] as const;
export type ReadOnlyReason = (typeof readOnlyReasons)[number];

/** The core `messages` entry shown for each read-only reason (spec 001 section 8). */
export const readOnlyMessageKeys = {
  completed: 'completedCannotBeEdited',
  lockedByOther: 'jobLocked',
  deleted: 'letterDeletedReadOnly',
  cleared: 'jobCleared',
  outsourced: 'jobBeingTranscribed',
} as const satisfies Record<ReadOnlyReason, keyof typeof messages>;
export type ReadOnlyMessageKey = (typeof readOnlyMessageKeys)[ReadOnlyReason];

/**
 * A footer action: shown, hidden, or shown but refused with a warning when pressed
 * (`doctorCompleteBlockedByOrgItem`, spec 001 section 6).
 */
export type LetterAction = 'shown' | 'hidden' | { blocked: string };

/**
 * What Unlock does: release the user's own manual lock (`letters/{id}/unhold`), or another
 * user's lock (`clinical-letter-locks/unlock/{id}`, secretaries and the author only).
 */
export type UnlockAction = 'hidden' | 'unhold' | 'unlock';

/** The approval label shown instead of an Approve button (core `messages` keys). */
export type ApprovalLabel = 'approved' | 'waitingForApproval';

/** What the screen knows besides the letter and the user. */
export interface LetterPermissionsContext {
  /**
   * AI post-processing is on (recording settings' `enabledAIPostProcession`).
   * @default false
   */
  aiProcessingEnabled?: boolean;
  /**
   * The letter's priority from the priorities list; undefined while it is not known.
   * @default undefined
   */
  priority?: Pick<Priority, 'workflow'>;
}

/** Everything the letter screen shows, hides or disables (docs/architecture.md, "The letter screen"). */
export interface LetterPermissions {
  /** Why the text cannot be edited, or null when it can. */
  readOnlyReason: ReadOnlyReason | null;
  /** The core `messages` key of the read-only warning, or null. */
  readOnlyMessageKey: ReadOnlyMessageKey | null;
  canEditText: boolean;
  /** Label, Hosp. No./NHS No., Sample ID, Org and Dept (spec 000 section 2 "Job header"). */
  canEditHeader: boolean;
  /** The Priority select of the header. */
  canChangePriority: boolean;
  /** The screen asks for the document (spec 000 section 4). */
  loadsDocument: boolean;
  /** The user holds the auto-lock: the screen extends it and releases it on leaving. */
  holdsAutoLock: boolean;
  complete: LetterAction;
  uncomplete: LetterAction;
  /** Lock (a manual hold): by those who may unlock (README, "Decisions where the spec is silent"). */
  lock: boolean;
  unlock: UnlockAction;
  delete: boolean;
  /** Restore choices; empty hides Restore. */
  restore: RestoreOption[];
  approve: boolean;
  recallApproval: boolean;
  /** 'Approved' / 'Waiting for approval' instead of the Approve button, or null. */
  approvalLabel: ApprovalLabel | null;
  /** Add/Edit notes. */
  notes: boolean;
  textMagic: boolean;
  seeOriginalSr: boolean;
  history: boolean;
}

export type PermissionsLetter = Pick<
  LetterMetadata,
  | 'isDeleted'
  | 'isLetterCleaned'
  | 'isManual'
  | 'letterStepName'
  | 'letterStepType'
  | 'isExternalSystemPatient'
  | 'autoLockedUserId'
  | 'heldUserId'
  | 'authorId'
  | 'isAuthor'
  | 'letterApprovalType'
  | 'approved'
  | 'doctorCompleteBlockedByOrgItem'
  | 'showNotes'
>;

export type PermissionsProfile = Pick<UserProfile, 'id' | 'roles'>;

function readOnlyReasonOf(letter: PermissionsLetter, lockedByOther: boolean): ReadOnlyReason | null {
  if (isCompletedStep(letter)) return 'completed';
  if (lockedByOther) return 'lockedByOther';
  if (letter.isDeleted) return 'deleted';
  if (letter.isLetterCleaned) return 'cleared';
  // Spec 000 section 4: type 2000 is outsourced; its text is not there yet.
  if (letter.letterStepType === letterStepTypes.outsourceTranscription) return 'outsourced';
  return null;
}

const actionOf = (available: boolean, blockMessage: string | null): LetterAction => {
  if (!available) return 'hidden';
  return blockMessage ? { blocked: blockMessage } : 'shown';
};

/**
 * The one rules table of the letter screen (docs/architecture.md, "The letter screen"; spec 000
 * sections 2 and 4, spec 001 sections 4-6 and 8). Built from the rules of `roles.ts` and
 * `workflow.ts`: the first role decides, role type 200 is an author, a secretary is the
 * secretary-class role.
 */
export function letterPermissions(
  letter: PermissionsLetter,
  profile: PermissionsProfile,
  context: LetterPermissionsContext = {},
): LetterPermissions {
  const byOther = (userId: number | null | undefined) => userId != null && userId !== profile.id;
  // Spec 001 section 6: a letter locked by another user is read-only.
  const lockedByOther = byOther(letter.autoLockedUserId) || byOther(letter.heldUserId);
  const readOnlyReason = readOnlyReasonOf(letter, lockedByOther);
  const editable = readOnlyReason === null;
  const loadsDocument = isDocumentLoadable(letter);
  const completed = isCompletedStep(letter);
  const blockMessage = completionBlockMessage(profile, letter);
  const approvalShown = isApprovalShown(letter);
  const changesApproval = approvalShown && editable && canApproveLetter(profile, letter);
  const approve = changesApproval && letter.approved !== true;
  const secretaryOrAuthor = canUnlockLetter(profile, letter);

  return {
    readOnlyReason,
    readOnlyMessageKey: readOnlyReason && readOnlyMessageKeys[readOnlyReason],
    canEditText: editable && loadsDocument,
    canEditHeader: canEditLetterHeader(letter, profile.id),
    // The external-patient rule guards the patient fields only: the priority is not one of them.
    canChangePriority: canEditLetterHeader({ ...letter, isExternalSystemPatient: false }, profile.id),
    loadsDocument,
    holdsAutoLock: letter.autoLockedUserId === profile.id,
    complete: actionOf(editable, blockMessage),
    uncomplete: actionOf(
      completed && !letter.isDeleted && !lockedByOther && !letter.isLetterCleaned,
      blockMessage,
    ),
    // Spec 001 section 6 lets secretaries and the author unlock; the same people may lock (the
    // spec is silent), so a colleague cannot hold an author's letters away from him.
    lock: editable && letter.heldUserId == null && secretaryOrAuthor,
    unlock:
      letter.heldUserId === profile.id
        ? 'unhold'
        : lockedByOther && canUnlockLetter(profile, letter)
          ? 'unlock'
          : 'hidden',
    // An outsourced letter could not be restored (spec 001 section 4), so it is not deleted either.
    // Deleting and restoring are for the letter's author or a secretary, as the server decides.
    delete: secretaryOrAuthor && !letter.isDeleted && !lockedByOther && readOnlyReason !== 'outsourced',
    restore: lockedByOther || !secretaryOrAuthor ? [] : restoreOptions(letter),
    approve,
    recallApproval: changesApproval && letter.approved === true,
    approvalLabel:
      approvalShown && !approve ? (letter.approved === true ? 'approved' : 'waitingForApproval') : null,
    // Spec 001 section 5: showNotes and an unlocked (by nobody else), non-deleted letter.
    notes: letter.showNotes === true && !lockedByOther && !letter.isDeleted,
    // Spec 001 section 5: AI processing and a priority whose workflow is not Manual; and a text.
    textMagic:
      context.aiProcessingEnabled === true &&
      context.priority !== undefined &&
      context.priority.workflow !== priorityWorkflows.manual &&
      loadsDocument,
    // Manual transcription never went through speech recognition.
    seeOriginalSr: loadsDocument && letter.isManual !== true,
    // Spec 001 section 2 lists Letter history for every letter.
    history: true,
  };
}
