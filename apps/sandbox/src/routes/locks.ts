import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import { type Context, recordHistory, type User } from '../context';
import { forbidden, idParams, parse } from '../http';
import {
  extendAutoLock,
  lockHolderQuery,
  releaseAutoLock,
  releaseHolder,
  takeAutoLock,
} from '../letters/autoLock';
import { type LetterRow, letterMetadata, loadLetter, mayReleaseOthersLock } from '../letters/repository';
import { messages } from '../messages';

/** Spec 001 section 7: take, elongate (every 180 s by the client) and release the letter lock. */
export function lockRoutes(app: FastifyInstance, ctx: Context) {
  const lockState = (letterId: number, user = 0) => {
    const row = ctx.db
      .prepare(
        `SELECT l.auto_lock_user_id AS autoLockedUserId, u.full_name AS autoLockedUserName, l.lock_expiration_date AS lockExpirationDate
         FROM letters l LEFT JOIN users u ON u.id = l.auto_lock_user_id WHERE l.id = ?`,
      )
      .get(letterId) as Record<string, unknown>;
    return { letterId, ...row, isLockedByMe: row.autoLockedUserId === user };
  };
  const lockRequest = (request: FastifyRequest) => {
    const user = currentUser(request);
    const { lockHolderId } = parse(lockHolderQuery, request.query ?? {});
    return { user, lockHolderId, letter: loadLetter(ctx, user, parse(idParams, request.params).id) };
  };

  // Takes the auto-lock as opening the letter would, where it would (letters/autoLock.ts).
  app.post('/api/author/clinical-letter-locks/:id', async (request) => {
    const { user, lockHolderId, letter } = lockRequest(request);
    takeAutoLock(ctx, user, letter, lockHolderId);
    recordHistory(ctx, letter.id, user.id, 'Lock taken');
    return lockState(letter.id, user.id);
  });

  app.put('/api/author/clinical-letter-locks/elongate/:id', async (request) => {
    const { user, lockHolderId, letter } = lockRequest(request);
    extendAutoLock(ctx, user, letter, lockHolderId);
    return lockState(letter.id, user.id);
  });

  // What the letter screen calls on leaving (spec 001 section 4), and Unlock. With a holder id it
  // is one opening leaving: only that opening's hold ends (releaseHolder), never refused. Without
  // one (the spec's client) it releases the auto-lock, and another user's hold when the caller may.
  // The caller's own manual hold stays (that is `letters/{id}/unhold`): leaving a letter one has
  // locked must not unlock it.
  app.put('/api/author/clinical-letter-locks/unlock/:id', async (request) => {
    const { user, lockHolderId, letter } = lockRequest(request);
    const released =
      lockHolderId === undefined
        ? releaseAsUnlock(user, letter)
        : releaseHolder(ctx, user, letter, lockHolderId);
    if (released) recordHistory(ctx, letter.id, user.id, 'Letter unlocked');
    return letterMetadata(loadLetter(ctx, user, letter.id), user);
  });

  /**
   * Spec 001 section 6: secretaries and the author may release another user's lock or hold. The
   * caller's own auto-lock is released whoever they are: a viewer who may not unlock someone
   * else's hold is never kept holding a lock of her own (issue 31). Returns whether anything went.
   */
  function releaseAsUnlock(user: User, letter: LetterRow): boolean {
    const ownAutoLock = letter.autoLockUserId === user.id;
    const othersAutoLock = letter.autoLockUserId !== null && !ownAutoLock;
    const othersHold = letter.heldUserId !== null && letter.heldUserId !== user.id;
    const othersLock = othersAutoLock || othersHold;
    const mayReleaseOthers = othersLock && mayReleaseOthersLock(user, letter);
    if (othersLock && !mayReleaseOthers && !ownAutoLock) throw forbidden(messages.onlyUnlockers);
    if (ownAutoLock || mayReleaseOthers) releaseAutoLock(ctx, letter.id);
    const releasesHold = othersHold && mayReleaseOthers;
    if (releasesHold)
      ctx.db.prepare('UPDATE letters SET held_user_id = NULL, held_date = NULL WHERE id = ?').run(letter.id);
    return letter.autoLockUserId !== null || releasesHold;
  }
}
