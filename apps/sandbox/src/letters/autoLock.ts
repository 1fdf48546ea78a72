import { z } from 'zod';
import type { Context, User } from '../context';
import { addSeconds, isoDate } from '../domain';
import { badRequest, clientId } from '../http';
import { messages } from '../messages';
import { stateRefusal } from './letterRules';
import type { LetterRow } from './repository';

/**
 * The auto-lock (spec 001 section 4) and the openings that hold it. A user's auto-lock is held by
 * each opening of the letter that names itself with `lockHolderId` (one tab, one letter screen);
 * a client that sends none is the holder ''. The lock stays while any of its holders keeps it, so
 * leaving the letter in one tab never frees it under another tab of the same user
 * (docs/wire-contract.md, Locks).
 */
export const unnamedHolder = '';
/** The query parameter that names the opening; optional, as the spec's client sends none. */
export const lockHolderQuery = z.object({ lockHolderId: clientId.optional() });

const expiryFromNow = (ctx: Context) => isoDate(addSeconds(ctx.now(), ctx.options.lockLifetimeSeconds));

function keepHolder(ctx: Context, user: User, letterId: number, holderId: string, expires: string): void {
  ctx.db
    .prepare(
      `INSERT INTO letter_lock_holders (letter_id, user_id, holder_id, expiration_date) VALUES (?, ?, ?, ?)
       ON CONFLICT (letter_id, user_id, holder_id) DO UPDATE SET expiration_date = excluded.expiration_date`,
    )
    .run(letterId, user.id, holderId, expires);
}

/** The letter is free again: no auto-lock, and no holder of the one that was. */
export function releaseAutoLock(ctx: Context, letterId: number): void {
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE letters SET auto_lock_user_id = NULL, lock_expiration_date = NULL WHERE id = ?')
      .run(letterId);
    ctx.db.prepare('DELETE FROM letter_lock_holders WHERE letter_id = ?').run(letterId);
  })();
}

/**
 * Takes (or keeps) the caller's auto-lock for `holderId`. Refused (400, in the screen's words)
 * where the letter's state leaves the caller nothing to change: another user's lock or hold,
 * deleted, cleared, completed (letterRules' state refusal).
 */
export function takeAutoLock(ctx: Context, user: User, letter: LetterRow, holderId = unnamedHolder): void {
  const refusal = stateRefusal(user, letter);
  if (refusal) throw badRequest(refusal);
  const expires = expiryFromNow(ctx);
  ctx.db.transaction(() => {
    // A free letter: rows left by a lock that lapsed or ended with the letter's step are stale.
    if (letter.autoLockUserId !== user.id)
      ctx.db.prepare('DELETE FROM letter_lock_holders WHERE letter_id = ?').run(letter.id);
    ctx.db
      .prepare('UPDATE letters SET auto_lock_user_id = ?, lock_expiration_date = ? WHERE id = ?')
      .run(user.id, expires, letter.id);
    keepHolder(ctx, user, letter.id, holderId, expires);
  })();
}

/**
 * Opening the letter (`metadata-with-lock`). Another user's auto-lock refuses it (spec 001 section
 * 6: such letters cannot be opened). A read-only opening (another user's hold, a deleted, cleared
 * or completed letter) takes no lock: the viewer changes nothing, and a lock taken there kept the
 * holder of a manual hold out of her own letter (issue 31).
 */
export function openWithAutoLock(ctx: Context, user: User, letter: LetterRow, holderId?: string): void {
  if (letter.autoLockUserId !== null && letter.autoLockUserId !== user.id)
    throw badRequest(messages.autolockedBy(letter.autoLockUserName ?? ''));
  if (stateRefusal(user, letter) === null) takeAutoLock(ctx, user, letter, holderId);
}

/** `elongate`: 400 when the caller no longer holds the lock (it lapsed and may be someone else's). */
export function extendAutoLock(ctx: Context, user: User, letter: LetterRow, holderId = unnamedHolder): void {
  if (letter.autoLockUserId !== user.id) throw badRequest(messages.lockNotHeld);
  const expires = expiryFromNow(ctx);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE letters SET lock_expiration_date = ? WHERE id = ?').run(expires, letter.id);
    keepHolder(ctx, user, letter.id, holderId, expires);
  })();
}

/**
 * One opening leaves: its hold ends, and the caller's auto-lock with it unless another of the
 * caller's openings still holds it (then the lock lasts as long as the latest of them). Touches
 * nothing of anyone else's. Returns whether the letter's auto-lock was released.
 */
export function releaseHolder(ctx: Context, user: User, letter: LetterRow, holderId: string): boolean {
  return ctx.db.transaction(() => {
    ctx.db
      .prepare('DELETE FROM letter_lock_holders WHERE letter_id = ? AND user_id = ? AND holder_id = ?')
      .run(letter.id, user.id, holderId);
    if (letter.autoLockUserId !== user.id) return false;
    const { latest } = ctx.db
      .prepare(
        'SELECT MAX(expiration_date) AS latest FROM letter_lock_holders WHERE letter_id = ? AND user_id = ? AND expiration_date > ?',
      )
      .get(letter.id, user.id, ctx.nowIso()) as { latest: string | null };
    if (latest === null) {
      releaseAutoLock(ctx, letter.id);
      return true;
    }
    ctx.db.prepare('UPDATE letters SET lock_expiration_date = ? WHERE id = ?').run(latest, letter.id);
    return false;
  })();
}
