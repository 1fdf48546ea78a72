import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkGuess, serverBusy } from '../auth/passwordChecks';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { tooManyAttempts } from '../auth/throttle';
import { bearerToken, currentUser, revokeAllTokens, userForToken } from '../auth/tokens';
import type { Context } from '../context';
import { addSeconds, isoDate } from '../domain';
import { badRequest, HttpError, parse, queryBoolean, tooManyRequests } from '../http';
import { messages } from '../messages';
import { QueueFull } from '../queues';

// Bounded, as sign-in's form (oauth.ts): passwords are hashed whole, and codes are 24 characters.
const password = z.string().max(1024);
const resetForm = z.object({
  Password: password.optional(),
  ConfirmPassword: password.optional(),
  Code: z.string().min(1).max(128),
  UserId: z.coerce.number().int(),
});
const changeForm = z.object({
  OldPassword: password.min(1),
  NewPassword: password.optional(),
  ConfirmNewPassword: password.optional(),
  UserId: z.coerce.number().int(),
});
const passwordLifetimeDays = 180;
const resetCodeLifetimeSeconds = 24 * 3600;

export function accountRoutes(app: FastifyInstance, ctx: Context) {
  const setPassword = async (userId: number, password: string) => {
    const hash = await ctx.passwordWork
      .run(() => hashPassword(password))
      .catch((error: unknown) => {
        throw error instanceof QueueFull ? tooManyRequests(serverBusy, 1) : error;
      });
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
    const mails = ctx.resetCodeGuesses.mails;
    const wait = mails.retryAfterSeconds(`user:${user.id}`);
    if (wait > 0) throw tooManyRequests(messages.tooManyResetMails, wait);
    mails.fail(`user:${user.id}`);
    const code = randomBytes(12).toString('hex');
    // One live code per user: the newest mail's. An older link stops working once a newer one is sent.
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(user.id);
      ctx.db
        .prepare('INSERT INTO password_resets (code, user_id, created_date) VALUES (?, ?, ?)')
        .run(code, user.id, ctx.nowIso());
    })();
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
    // The user's live code always works: 96 random bits are not guessed, and a lockout that took
    // the right code too would let anyone who knows a user id block that user's reset. Wrong codes
    // count as guesses of the caller (user and address), who is refused (429) past the limit.
    if (!reset || reset.used || reset.userId !== form.UserId || expired) {
      const admission = ctx.resetCodeGuesses.admit(`user:${form.UserId}`, request.ip);
      if (!admission.admitted) throw tooManyRequests(tooManyAttempts, admission.retryAfterSeconds);
      admission.settle('wrong');
      throw badRequest(messages.resetCodeInvalid);
    }
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
    // Without a token this call is a password oracle, so it shares sign-in's throttle (oauth.ts).
    const checked = await checkGuess(
      ctx,
      ctx.passwordGuesses,
      { user: `user:${form.UserId}`, address: request.ip },
      () => verifyPassword(form.OldPassword, user?.password),
    );
    if (typeof checked === 'object')
      throw tooManyRequests(
        checked.refused === 'busy' ? serverBusy : tooManyAttempts,
        checked.retryAfterSeconds,
      );
    if (checked === 'wrong') throw badRequest(messages.currentPasswordWrong);
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
