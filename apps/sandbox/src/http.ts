import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer other than 2xx. wire-contract.md: the body of a 4xx/5xx is plain text (the message). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Validates input with zod; a failure is the caller's fault, so it becomes a 400 with a readable message. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(z.prettifyError(result.error));
  return result.data;
}

/** Query-string booleans arrive as text ("true", "false"). */
export const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.status).type('text/plain; charset=utf-8').send(error.message);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own rejections (malformed JSON, body too large, unsupported media type).
    return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
  }
  request.log.error(error);
  return reply.code(500).type('text/plain; charset=utf-8').send('Internal server error');
}
