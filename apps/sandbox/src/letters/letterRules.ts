import {
  canApproveLetter,
  messages as clientMessages,
  isApprovalShown,
  isCompletedStep,
  type LetterPermissions,
  letterPermissions,
  type RestoreOption,
} from '@dictation/core';
import type { Context, User } from '../context';
import { Step } from '../domain';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../http';
import { messages } from '../messages';
import { tenantOf } from '../routes/profile';
import {
  type LetterRow,
  letterMetadata,
  lockedByOther,
  mayReleaseOthersLock,
  rulesProfile,
} from './repository';

/**
 * The letter screen's actions, refused on the server by the same rules table the client shows
 * them with (`letterPermissions` of @dictation/core, spec 001 sections 4-6), so that no action the
 * screen hides can be made by calling the API directly. A refusal is 403 when the caller may not
 * (their role, or not the author), 409 when the letter's state forbids it (deleted, completed,
 * locked by another user, ...): the client goes back to the list on a 409 (spec 001 section 8),
 * which is what a letter changed by someone else needs.
 */
export type GuardedAction =
  | 'complete'
  | 'uncomplete'
  | 'hold'
  | 'unhold'
  | 'delete'
  | 'approval'
  | 'notes'
  | 'header'
  | 'priorityOrTemplate'
  | 'textMagic'
  | 'originalSr';

export function permissionsFor(ctx: Context, user: User, letter: LetterRow): LetterPermissions {
  return letterPermissions(letterMetadata(letter, user), rulesProfile(user), {
    aiProcessingEnabled: Boolean(tenantOf(ctx, user).ai),
    priority: letter.priorityWorkflow === null ? undefined : { workflow: letter.priorityWorkflow },
  });
}

/**
 * Why the letter's state refuses a change, in the words the screen uses for it (spec 001 section
 * 8): another user's lock (named), deleted, cleared, completed; null when none of these applies.
 */
export function stateRefusal(user: User, letter: LetterRow): string | null {
  return (
    lockedByOther(user, letter) ??
    (letter.isDeleted ? clientMessages.jobDeleted : null) ??
    (letter.isCleaned ? clientMessages.jobCleared[0] : null) ??
    (isCompletedStep(letterMetadata(letter, user)) ? clientMessages.completedCannotBeEdited : null)
  );
}

/** A 409 for the letter's state, or for `otherwise` when the state itself is not the reason. */
const refusedByState = (user: User, letter: LetterRow, otherwise: string): HttpError =>
  conflict(stateRefusal(user, letter) ?? otherwise);

/** Throws the refusal of `action` on `letter` for `user`, or returns when the rules allow it. */
export function assertLetterAction(ctx: Context, user: User, letter: LetterRow, action: GuardedAction): void {
  const allowed = permissionsFor(ctx, user, letter);
  switch (action) {
    case 'complete':
    case 'uncomplete': {
      const decision = allowed[action];
      if (typeof decision === 'object') throw forbidden(decision.blocked);
      if (decision === 'shown') return;
      // Complete is refused only by the state; Un-complete also when the letter is not completed.
      throw refusedByState(
        user,
        letter,
        action === 'complete' ? clientMessages.jobBeingTranscribed : messages.onlyCompletedUncomplete,
      );
    }
    case 'hold':
      // Holding a letter one already holds changes nothing, so a repeated call is not refused.
      if (letter.heldUserId === user.id) return;
      // Who may unlock may lock (core's rule; README, "Decisions where the spec is silent").
      if (!mayReleaseOthersLock(user, letter)) throw forbidden(messages.onlyLockers);
      if (allowed.lock) return;
      throw refusedByState(user, letter, clientMessages.jobBeingTranscribed);
    case 'unhold':
      // Nothing held is nothing to release; another user's hold only by secretaries and the author.
      if (letter.heldUserId === null || letter.heldUserId === user.id) return;
      if (!mayReleaseOthersLock(user, letter)) throw forbidden(messages.onlyUnlockers);
      return;
    case 'delete':
      if (allowed.delete) return;
      if (letter.isDeleted) throw conflict(messages.alreadyDeleted);
      throw refusedByState(user, letter, clientMessages.jobBeingTranscribed);
    case 'approval': {
      if (allowed.approve || allowed.recallApproval) return;
      const metadata = letterMetadata(letter, user);
      if (!isApprovalShown(metadata)) throw conflict(messages.approvalNotRequired);
      if (!canApproveLetter(rulesProfile(user), metadata)) throw forbidden(messages.noApprovePermission);
      throw refusedByState(user, letter, clientMessages.jobBeingTranscribed);
    }
    case 'notes':
      if (allowed.notes) return;
      throw conflict(
        lockedByOther(user, letter) ?? (letter.isDeleted ? clientMessages.jobDeleted : messages.notesHidden),
      );
    case 'header':
    case 'priorityOrTemplate':
      if (action === 'header' ? allowed.canEditHeader : allowed.canChangePriority) return;
      // The job header's modal shows the refusal where it was asked (issue 16's contract: 400),
      // rather than leaving the screen as a 409 would.
      throw badRequest(stateRefusal(user, letter) ?? messages.externalPatientHeader);
    case 'textMagic':
      if (allowed.textMagic) return;
      if (!tenantOf(ctx, user).ai) throw forbidden(messages.aiDisabled);
      if (!allowed.loadsDocument) throw notFound(messages.documentNotFound);
      throw conflict(messages.textMagicManual);
    case 'originalSr':
      if (allowed.seeOriginalSr) return;
      if (!allowed.loadsDocument) throw notFound(messages.documentNotFound);
      throw conflict(messages.manualHasNoSr);
  }
}

const restoreStepTypes = [Step.toReview.type, Step.manual.type, Step.completed.type] as number[];

/**
 * Spec 001 section 4: the restore choice asked for (the first offered when none is named), among
 * the rules table's offers: To Review (5000, or 2000 for a manual letter) and, when deleted from
 * Completed, Completed (7000); none unless deleted at To Review, Completed or Manual Transcription.
 */
export function restoreChoice(
  ctx: Context,
  user: User,
  letter: LetterRow,
  wanted: number | undefined,
): RestoreOption {
  if (!letter.isDeleted) throw conflict(messages.onlyDeletedRestore);
  if (wanted !== undefined && !restoreStepTypes.includes(wanted)) throw badRequest(messages.restoreStepType);
  const lock = lockedByOther(user, letter);
  if (lock) throw conflict(lock);
  const offered = permissionsFor(ctx, user, letter).restore;
  if (offered.length === 0) throw conflict(messages.notRestorableStage);
  const choice =
    wanted === undefined ? offered[0] : offered.find((option) => option.letterStepType === wanted);
  if (!choice) {
    const targets = offered.map((option) => `'${option.label}' (${option.letterStepType})`).join(' or ');
    throw conflict(messages.restoreTargets(targets));
  }
  return choice;
}
