import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Context, type User, userColumns } from '../context';
import { statement } from '../db/database';
import { addSeconds, isoDate } from '../domain';
import { HttpError } from '../http';

export const portalClient = { id: 'dictation-portal', secret: 'dictation-portal-secret' } as const;
/** Refresh tokens outlive access tokens so that a session survives the inactivity timeout's worth of idle time. */
const refreshLifetimeSeconds = 24 * 3600;

/** Issues an access and a refresh token; a refresh passes its family on, a sign-in starts one. */
export function issueTokens(
  ctx: Context,
  userId: number,
  clientId: string,
  family = randomBytes(16).toString('base64url'),
) {
  const accessToken = randomBytes(24).toString('base64url');
  const refreshToken = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const insert = ctx.db.prepare(
    'INSERT INTO tokens (token, kind, user_id, client_id, expires_date, family) VALUES (?, ?, ?, ?, ?, ?)',
  );
  insert.run(
    accessToken,
    'access',
    userId,
    clientId,
    isoDate(addSeconds(now, ctx.options.tokenLifetimeSeconds)),
    family,
  );
  insert.run(
    refreshToken,
    'refresh',
    userId,
    clientId,
    isoDate(addSeconds(now, refreshLifetimeSeconds)),
    family,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: ctx.options.tokenLifetimeSeconds,
  };
}

/** Returns the token's user if the token exists, has that kind and has not expired. */
export function userForToken(
  ctx: Context,
  token: string,
  kind: 'access' | 'refresh',
): { user: User; clientId: string; family: string } | null {
  // Every authenticated call runs these two: prepared once (db/database.ts, statement).
  const row = statement(
    ctx.db,
    'SELECT user_id AS userId, client_id AS clientId, expires_date AS expires, family FROM tokens WHERE token = ? AND kind = ?',
  ).get(token, kind) as { userId: number; clientId: string; expires: string; family: string } | undefined;
  if (!row || row.expires <= ctx.nowIso()) return null;
  const user = statement(ctx.db, `SELECT ${userColumns} FROM users WHERE id = ?`).get(row.userId) as
    | User
    | undefined;
  return user ? { user, clientId: row.clientId, family: row.family } : null;
}

/**
 * Refresh tokens are single use: a used one stays, marked 'rotated' with the moment it was spent,
 * until it would have expired. Presenting it again means two parties hold the family (a stolen
 * copy), so the whole family goes; unless it comes back within the grace window, which is two tabs
 * refreshing at the same moment (config.ts, refreshReuseGraceSeconds).
 */
export function rotateRefreshToken(ctx: Context, token: string): void {
  ctx.db
    .prepare("UPDATE tokens SET kind = 'rotated', rotated_date = ? WHERE token = ? AND kind = 'refresh'")
    .run(ctx.nowIso(), token);
}

/**
 * A spent (rotated) refresh token presented again: 'race' within the grace window after it was
 * spent (nothing revoked), 'revoked' after it (its family revoked), null when it is not one.
 */
export function refuseReusedRefreshToken(ctx: Context, token: string): 'race' | 'revoked' | null {
  const row = ctx.db
    .prepare("SELECT family, rotated_date AS rotatedDate FROM tokens WHERE token = ? AND kind = 'rotated'")
    .get(token) as { family: string; rotatedDate: string | null } | undefined;
  if (!row) return null;
  const graceEnds =
    row.rotatedDate === null
      ? Number.NEGATIVE_INFINITY
      : Date.parse(row.rotatedDate) + ctx.options.refreshReuseGraceSeconds * 1000;
  if (ctx.now().getTime() < graceEnds) return 'race';
  revokeFamily(ctx, row.family);
  return 'revoked';
}

/** Logout: every token issued by the sign-in the given token belongs to. */
export function revokeFamilyOf(ctx: Context, token: string): void {
  const row = ctx.db.prepare('SELECT family FROM tokens WHERE token = ?').get(token) as
    | { family: string }
    | undefined;
  if (row) revokeFamily(ctx, row.family);
}

function revokeFamily(ctx: Context, family: string): void {
  ctx.db.prepare('DELETE FROM tokens WHERE family = ?').run(family);
}

export function revokeAllTokens(ctx: Context, userId: number): void {
  ctx.db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId);
}

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

/** The caller of an author endpoint; a missing or expired bearer token is a 401 (spec 000 section 8: logs out). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
  return request.user;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}
