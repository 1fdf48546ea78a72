import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FailureThrottle } from '../auth/throttle';
import type { Context } from '../context';
import { parse } from '../http';

/**
 * Log lines a caller may send per minute. The call needs no token (the sign-in page logs too), so
 * without a cap anyone could grow the database as fast as the disk writes.
 */
const linesPerMinute = 120;

/** Spec 000 section 7: the front end's log lines `{ source 'Front-End', type 3, content }`. */
export function loggerRoutes(app: FastifyInstance, ctx: Context) {
  // Every line counts as a "failure" of the throttle: past the cap, the caller waits a minute.
  const lines = new FailureThrottle(
    { maxFailures: linesPerMinute, windowMs: 60_000, lockoutMs: 60_000 },
    () => ctx.now().getTime(),
  );
  app.post('/api/logger', async (request, reply) => {
    const key = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const wait = lines.retryAfterSeconds(key);
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .type('text/plain; charset=utf-8')
        .send('Too many log lines');
    lines.fail(key);
    const body = parse(
      z.object({ source: z.string().max(100), type: z.number().int(), content: z.string().max(100_000) }),
      request.body ?? {},
    );
    ctx.db
      .prepare('INSERT INTO client_log (user_id, source, type, content, created_date) VALUES (?, ?, ?, ?, ?)')
      .run(request.user?.id ?? null, body.source, body.type, body.content, ctx.nowIso());
    return {};
  });
}
