import type { LetterMetadata } from '@dictation/core';

/**
 * Who keeps the user out of the letter (spec 001 section 6): another user's manual hold, which
 * stays until it is unlocked, or else another user's auto-lock, which goes when they leave.
 */
export interface OtherLockHolder {
  kind: 'held' | 'open';
  /** The holder's name as the server gives it; null when it gives none. */
  name: string | null;
}

type LockFields = Pick<
  LetterMetadata,
  'heldUserId' | 'heldUserName' | 'autoLockedUserId' | 'autoLockedUserName'
>;

export function otherLockHolder(letter: LockFields, userId: number): OtherLockHolder | null {
  const byOther = (id: number | null | undefined) => id != null && id !== userId;
  if (byOther(letter.heldUserId)) return { kind: 'held', name: letter.heldUserName || null };
  if (byOther(letter.autoLockedUserId)) return { kind: 'open', name: letter.autoLockedUserName || null };
  return null;
}
