import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { type GuessGuard, refuseLockedOut, tooManyAttempts } from '../auth/throttle';
import { bearerToken, currentUser, revokeAllTokens, userForToken } from '../auth/tokens';
import type { Context } from '../context';
import { addSeconds, isoDate } from '../domain';
import { badRequest, HttpError, parse, queryBoolean } from '../http';
import { messages } from '../messages';

const resetForm = z.object({
  Password: z.string().optional(),
  ConfirmPassword: z.string().optional(),
  Code: z.string().min(1),
  UserId: z.coerce.number().int(),
});
const changeForm = z.object({
  OldPassword: z.string().min(1),
  NewPassword: z.string().optional(),
  ConfirmNewPassword: z.string().optional(),
  UserId: z.coerce.number().int(),
});
const passwordLifetimeDays = 180;
const resetCodeLifetimeSeconds = 24 * 3600;

/**
 * Runs a guess (a reset code, an old password) through its throttle: refused with 429 while the
 * user or the address is locked out; a wrong guess counts, a right one clears the user's count.
 */
async function guarded(
  guard: GuessGuard,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
  isRight: () => boolean | Promise<boolean>,
): Promise<'right' | 'wrong' | 'locked'> {
  const key = `user:${userId}`;
  const wait = guard.retryAfterSeconds(key, request.ip);
  if (wait > 0) {
    refuseLockedOut(reply, wait);
    return 'locked';
  }
  if (await isRight()) {
    guard.succeeded(key);
    return 'right';
  }
  guard.failed(key, request.ip);
  return 'wrong';
}
const lockedOut = (reply: FastifyReply) => reply.type('text/plain; charset=utf-8').send(tooManyAttempts);

export function accountRoutes(app: FastifyInstance, ctx: Context) {
  const setPassword = async (userId: number, password: string) => {
    const hash = await hashPassword(password);
    ctx.db
      .prepare('UPDATE users SET password = ?, password_expiry_date = ? WHERE id = ?')
      .run(hash, isoDate(addSeconds(ctx.now(), passwordLifetimeDays * 86_400)), userId);
  };

  app.post('/api/accounts/forgot-password', async (request, reply) => {
    const { username } = parse(z.object({ username: z.string().min(1) }), request.query);
    const user = ctx.db
      .prepare('SELECT id, email, full_name AS fullName FROM users WHERE user_name = ?')
      .get(username) as { id: number; email: string; fullName: string } | undefined;
    if (!user) throw new HttpError(404, messages.usernameNotRegistered);
    const code = randomBytes(12).toString('hex');
    ctx.db
      .prepare('INSERT INTO password_resets (code, user_id, created_date) VALUES (?, ?, ?)')
      .run(code, user.id, ctx.nowIso());
    const link = `/password/reset?code=${code}&userId=${user.id}`;
    ctx.db
      .prepare(
        'INSERT INTO mailbox (user_id, to_address, subject, body, link, created_date) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        user.id,
        user.email,
        'Reset your password',
        `Dear ${user.fullName}, open ${link} to reset your password.`,
        link,
        ctx.nowIso(),
      );
    // The sandbox sends no e-mail: the log and GET /sandbox/mailbox show the link instead.
    ctx.log(`Password reset for ${username}: code=${code} userId=${user.id} link=${link}`);
    return reply.code(200).send({});
  });

  app.post('/api/accounts/reset-password', async (request, reply) => {
    const form = parse(resetForm, request.body ?? {});
    const reset = ctx.db
      .prepare('SELECT user_id AS userId, created_date AS created, used FROM password_resets WHERE code = ?')
      .get(form.Code) as { userId: number; created: string; used: number } | undefined;
    const expired =
      reset && isoDate(addSeconds(new Date(reset.created), resetCodeLifetimeSeconds)) <= ctx.nowIso();
    const guess = await guarded(
      ctx.resetCodeGuesses,
      form.UserId,
      request,
      reply,
      () => !!reset && !reset.used && reset.userId === form.UserId && !expired,
    );
    if (guess === 'locked') return lockedOut(reply);
    if (guess === 'wrong') throw badRequest(messages.resetCodeInvalid);
    const problem = passwordProblem(form.Password, form.ConfirmPassword);
    if (problem) throw badRequest(problem);
    ctx.db.prepare('UPDATE password_resets SET used = 1 WHERE code = ?').run(form.Code);
    await setPassword(form.UserId, form.Password!);
    revokeAllTokens(ctx, form.UserId);
    return reply.code(200).send({});
  });

  // Works without a token too: after "Password is expired" the user cannot sign in (spec 000, /password/forgot).
  app.put('/api/accounts/self/password', async (request, reply) => {
    const form = parse(changeForm, request.body ?? {});
    const { shouldLogout } = parse(z.object({ shouldLogout: queryBoolean.optional() }), request.query);
    if (request.user && request.user.id !== form.UserId) throw new HttpError(403, 'Forbidden');
    const user = ctx.db.prepare('SELECT password FROM users WHERE id = ?').get(form.UserId) as
      | { password: string }
      | undefined;
    // Without a token this call is a password oracle, so it shares sign-in's throttle.
    const guess = await guarded(ctx.passwordGuesses, form.UserId, request, reply, () =>
      verifyPassword(form.OldPassword, user?.password),
    );
    if (guess === 'locked') return lockedOut(reply);
    if (guess === 'wrong') throw badRequest(messages.currentPasswordWrong);
    const problem = passwordProblem(form.NewPassword, form.ConfirmNewPassword);
    if (problem) throw badRequest(problem);
    await setPassword(form.UserId, form.NewPassword!);
    if (shouldLogout) revokeAllTokens(ctx, form.UserId);
    return reply.code(200).send({});
  });

  app.get('/api/accounts/expiry-notification-days', async (request) => {
    const user = currentUser(request);
    const days = Math.ceil((new Date(user.passwordExpiryDate).getTime() - ctx.now().getTime()) / 86_400_000);
    return { days: Number.isFinite(days) ? Math.max(days, 0) : null };
  });

  app.get('/api/application-configuration', async (request) => {
    // Answered before sign-in too; the account is then the first tenant.
    const tenantId = request.user?.tenantId ?? 1;
    const tenant = ctx.db.prepare('SELECT id, name FROM tenants WHERE id = ?').get(tenantId) as {
      id: number;
      name: string;
    };
    return { accountName: tenant.name, accountId: tenant.id };
  });

  // The mails hold reset codes: everyone's only with test controls (end-to-end tests read them),
  // otherwise a signed-in user's own (the console log shows the links too).
  app.get('/sandbox/mailbox', async (request) => {
    const query = parse(z.object({ username: z.string().optional() }), request.query);
    const token = bearerToken(request);
    const caller = token ? userForToken(ctx, token, 'access')?.user : undefined;
    if (!ctx.options.testControls && !caller) throw new HttpError(401, 'Unauthorized');
    const username = ctx.options.testControls ? query.username : caller!.userName;
    const rows = ctx.db
      .prepare(
        `SELECT m.id, u.user_name AS userName, m.user_id AS userId, m.to_address AS "to", m.subject, m.body, m.link,
          m.created_date AS createdDate FROM mailbox m JOIN users u ON u.id = m.user_id
          WHERE (? IS NULL OR u.user_name = ?) ORDER BY m.id DESC`,
      )
      .all(username ?? null, username ?? null);
    return { messages: rows };
  });
}
