import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/tokens';
import { type Context, recordHistory } from '../context';
import { addSeconds, isoDate } from '../domain';
import { badRequest, forbidden, idParams, parse } from '../http';
import { letterMetadata, loadLetter, mayReleaseOthersLock, takeAutoLock } from '../letters/repository';

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

  app.post('/api/author/clinical-letter-locks/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    if (letter.isDeleted) throw badRequest('This job was deleted and as such is not available to view');
    takeAutoLock(ctx, user, letter);
    recordHistory(ctx, letter.id, user.id, 'Lock taken');
    return lockState(letter.id, user.id);
  });

  app.put('/api/author/clinical-letter-locks/elongate/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    if (letter.autoLockUserId !== user.id) throw badRequest('You do not hold the lock on this letter');
    ctx.db
      .prepare('UPDATE letters SET lock_expiration_date = ? WHERE id = ?')
      .run(isoDate(addSeconds(ctx.now(), ctx.options.lockLifetimeSeconds)), letter.id);
    return lockState(letter.id, user.id);
  });

  // What the letter screen calls on leaving (spec 001 section 4), and Unlock: releases the
  // auto-lock, and another user's hold when the caller may. The caller's own manual hold stays
  // (that is `letters/{id}/unhold`): leaving a letter one has locked must not unlock it.
  app.put('/api/author/clinical-letter-locks/unlock/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    const othersAutoLock = letter.autoLockUserId !== null && letter.autoLockUserId !== user.id;
    const othersHold = letter.heldUserId !== null && letter.heldUserId !== user.id;
    if ((othersAutoLock || othersHold) && !mayReleaseOthersLock(user, letter)) {
      throw forbidden('Only secretaries and the author can unlock a letter locked by someone else');
    }
    const releasesHold = othersHold;
    ctx.db
      .prepare(
        `UPDATE letters SET auto_lock_user_id = NULL, lock_expiration_date = NULL${releasesHold ? ', held_user_id = NULL, held_date = NULL' : ''} WHERE id = ?`,
      )
      .run(letter.id);
    if (letter.autoLockUserId !== null || releasesHold)
      recordHistory(ctx, letter.id, user.id, 'Letter unlocked');
    return letterMetadata(loadLetter(ctx, user, letter.id), user);
  });
}
