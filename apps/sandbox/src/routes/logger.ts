import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../context';
import { parse } from '../http';

/** Spec 000 section 7: the front end's log lines `{ source 'Front-End', type 3, content }`. */
export function loggerRoutes(app: FastifyInstance, ctx: Context) {
  app.post('/api/logger', async (request) => {
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
