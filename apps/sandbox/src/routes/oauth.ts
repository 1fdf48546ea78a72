import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkGuess, serverBusy } from '../auth/passwordChecks';
import { verifyPassword } from '../auth/passwords';
import { refuseLockedOut, tooManyAttempts } from '../auth/throttle';
import {
  issueTokens,
  portalClient,
  refuseReusedRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  userForToken,
} from '../auth/tokens';
import { type Context, type User, userColumns } from '../context';

const tokenForm = z.discriminatedUnion('grant_type', [
  // Bounded: a name is a key of the guess counts in memory, and a password is hashed whole.
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(256),
    password: z.string().min(1).max(1024),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    client_id: z.string().optional(),
  }),
]);

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

type OAuthError = { status: number; error: string; description: string; extra?: Record<string, string> };

/**
 * What stops a user with valid credentials (or a valid refresh token) from getting tokens: an
 * expired password, or an address other than the one the organisation allows. `request.ip`
 * honours X-Forwarded-For only from the proxies the sandbox is told to trust (TRUSTED_PROXIES).
 */
function accessRefusal(ctx: Context, user: User, request: FastifyRequest): OAuthError | null {
  if (user.passwordExpiryDate <= ctx.nowIso())
    return {
      status: 400,
      error: 'password_expired',
      description: 'Password is expired',
      extra: { userId: String(user.id) },
    };
  if (user.allowedAddress && request.ip !== user.allowedAddress)
    return {
      status: 400,
      error: 'restricted_address',
      description: 'Your organisation only allows the application to be used on a specific health network.',
    };
  return null;
}

/** wire-contract.md, OAuth: errors are JSON `{ error, error_description }`, not plain text. */
export function oauthRoutes(app: FastifyInstance, ctx: Context) {
  const send = (reply: FastifyReply, refusal: OAuthError) =>
    reply
      .code(refusal.status)
      .header('Cache-Control', 'no-store')
      .send({ error: refusal.error, error_description: refusal.description, ...refusal.extra });
  const invalidGrant = (description: string): OAuthError => ({
    status: 400,
    error: 'invalid_grant',
    description,
  });

  app.post('/api/OAuth/Token', async (request, reply) => {
    // Tokens must not stay in a browser or proxy cache (RFC 6749 section 5.1).
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const result = tokenForm.safeParse(request.body ?? {});
    if (!result.success)
      return send(reply, {
        status: 400,
        error: 'invalid_request',
        description: 'grant_type, username and password are required.',
      });
    const form = result.data;

    if (form.grant_type === 'refresh_token') {
      const reused = refuseReusedRefreshToken(ctx, form.refresh_token);
      // Within the grace window the sign-in goes on: the other tab's refresh won (config.ts).
      if (reused === 'race') return send(reply, invalidGrant('The refresh token was already used.'));
      if (reused === 'revoked')
        return send(reply, invalidGrant('The refresh token was already used; the session is revoked.'));
      const found = userForToken(ctx, form.refresh_token, 'refresh');
      if (!found || (form.client_id && form.client_id !== found.clientId))
        return send(reply, invalidGrant('The refresh token is invalid or expired.'));
      const refusal = accessRefusal(ctx, found.user, request);
      if (refusal) return send(reply, refusal);
      rotateRefreshToken(ctx, form.refresh_token);
      return issueTokens(ctx, found.user.id, found.clientId, found.family);
    }

    const client = basicClient(request.headers.authorization);
    if (!client || client.id !== portalClient.id || client.secret !== portalClient.secret)
      return send(reply, {
        status: 400,
        error: 'invalid_client',
        description: 'The client is not authorised.',
      });
    const user = ctx.db
      .prepare(`SELECT ${userColumns}, password FROM users WHERE user_name = ?`)
      .get(form.username) as (User & { password: string }) | undefined;
    // The same key as the token-less change of password (accounts.ts): both are password oracles.
    const guess = { user: user ? `user:${user.id}` : `name:${form.username}`, address: request.ip };
    const checked = await checkGuess(ctx, ctx.passwordGuesses, guess, () =>
      verifyPassword(form.password, user?.password),
    );
    if (typeof checked === 'object')
      return send(refuseLockedOut(reply, checked.retryAfterSeconds), {
        status: 429,
        ...(checked.refused === 'busy'
          ? { error: 'temporarily_unavailable', description: serverBusy }
          : { error: 'too_many_attempts', description: tooManyAttempts }),
      });
    if (checked === 'wrong' || !user)
      return send(reply, invalidGrant('The user name or password is incorrect.'));
    const refusal = accessRefusal(ctx, user, request);
    if (refusal) return send(reply, refusal);
    return issueTokens(ctx, user.id, client.id);
  });

  // Logout (RFC 7009 style): revokes every token of the sign-in the token belongs to. Always 200,
  // so that an unknown or already revoked token tells nothing and a repeated logout is harmless.
  app.post('/api/OAuth/Revoke', async (request, reply) => {
    const result = z.object({ token: z.string().min(1) }).safeParse(request.body ?? {});
    if (result.success) revokeFamilyOf(ctx, result.data.token);
    return reply.header('Cache-Control', 'no-store').send({});
  });

  app.get('/api/ping', async () => ({ ok: true }));
}
