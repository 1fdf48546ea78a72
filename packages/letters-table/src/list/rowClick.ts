import { stepNames } from '@dictation/core';
import { messages } from '../messages';
import type { LetterListItem } from '../types';

export type RowClickResult = { open: true } | { open: false; message: string };

/** Steps before To Review: the letter has no text to review yet. */
const earlySteps = new Set(
  [
    stepNames.audioCapture,
    stepNames.speechRecognition,
    stepNames.processing,
    stepNames.processingOutsource,
  ].map((name) => name.toLowerCase()),
);

/**
 * Row click rules of spec 001 sections 4 and 8, checked in this order: deleted in an early step,
 * cleaned or not ready, auto-locked by another user, audio not yet listenable.
 */
export function rowClickResult(
  letter: LetterListItem,
  currentUserId: number,
  now: Date = new Date(),
): RowClickResult {
  const early = earlySteps.has((letter.workflowStepName ?? '').toLowerCase());
  if (letter.isDeleted && early) return { open: false, message: messages.rowDeleted };
  if (letter.isLetterCleaned || early) return { open: false, message: messages.rowNotReady };
  if (isAutoLockedByOther(letter, currentUserId, now))
    return { open: false, message: messages.rowAutolocked };
  if (letter.isListenableAudioReady === false) return { open: false, message: messages.rowAudioProcessing };
  return { open: true };
}

export function isAutoLockedByOther(letter: LetterListItem, currentUserId: number, now: Date): boolean {
  if (letter.autoLockedUserId == null || letter.autoLockedUserId === currentUserId) return false;
  if (!letter.lockExpirationDate) return true;
  return new Date(letter.lockExpirationDate).getTime() > now.getTime();
}
