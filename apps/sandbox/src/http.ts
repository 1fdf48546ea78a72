import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer other than 2xx. wire-contract.md: the body of a 4xx/5xx is plain text (the message). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries besides the usual ones (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Most calls carry a form or some JSON: 1 MB is plenty, and a larger body is refused (413) unread. */
export const defaultBodyLimit = 1_048_576;

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429: the caller (or everyone, for a shared resource) must wait; Retry-After says how long. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

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
/**
 * An id: a JSON number, or the digits of a path or query parameter. Not `z.coerce.number()` alone,
 * which turns `true` into 1 and `""` into 0.
 */
const idSchema = (message?: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, message ?? 'ids are whole numbers')], { error: message })
    .transform(Number)
    .pipe(z.number().int().positive({ error: message }));
export const id = idSchema();
/** An id named in the refusal: '`{name}` must be a whole number' (where one field is refused in its own words). */
export const wholeNumber = (name: string) => idSchema(`${name} must be a whole number`);
export const idParams = z.object({ id });
/**
 * An id the client makes for itself (an audio operation, upload or writer; a letter lock holder):
 * docs/wire-contract.md, Audio and Locks.
 */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'ids are 1 to 64 letters, digits, _ or -');

/**
 * Fastify's own words where they would repeat the request (its messages for a bad URL and an
 * over-long path parameter quote the whole path): an answer never echoes what was asked, which
 * could carry a patient's number or a script into a log viewer or an error page.
 */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
};

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Errors Fastify answers before routing skip the onSend hooks: the headers are set here too.
  answerHeaders(reply);
  if (error instanceof HttpError) {
    return reply
      .code(error.status)
      .headers(error.headers)
      .type('text/plain; charset=utf-8')
      .send(error.message);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own rejections (malformed JSON, body too large, unsupported media type, bad URL).
    const code = 'code' in error ? String(error.code) : '';
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(frameworkMessages[code] ?? error.message);
  }
  request.log.error(error);
  return reply.code(500).type('text/plain; charset=utf-8').send('Internal server error');
}

/**
 * A request Node's HTTP parser cannot read (a bad header, headers too large, a timeout) never
 * reaches Fastify's routes or error handler. Fastify's own answer is JSON; this one is plain text,
 * as every error here is. Node's rules otherwise: nothing for a reset connection, then close.
 */
export function plainClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Bad Request'];
  // The path is not known here: the headers every answer carries, and no caching, as for the API.
  const headers = Object.entries({ ...headersOfEveryAnswer, 'Cache-Control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(message)}\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\n${headers}Connection: close\r\n\r\n${message}`,
    );
  socket.destroy(error);
}

/**
 * The portal's Content-Security-Policy: its own scripts only (no inline script, no eval), the API
 * on its own origin and the desktop helper on loopback (SignalR over http and ws, any port of its
 * ranges). Inline styles stay allowed: the editor (TipTap) injects its base stylesheet. Blob and
 * data URLs carry recorded audio and pasted images.
 */
export const portalContentSecurityPolicy = [
  "default-src 'self'",
  // blob: for the recorder's AudioWorklet, which the portal's build does not ship as a file: the
  // recorder then loads it from a Blob URL (only script already running here can make one).
  "script-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The portal's service worker (issue 35): it downloads the portal's own files to keep them for
 * offline use, so its policy allows its own origin; it runs no other script.
 */
export const serviceWorkerPath = '/sw.js';
export const serviceWorkerContentSecurityPolicy = "default-src 'self'; script-src 'none'";

/** Every other answer (API JSON, text, audio, assets) loads nothing and may not be framed. */
const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of an answer that is not a page (securityHeaders). */
const headersOfEveryAnswer = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': resourceContentSecurityPolicy,
};

/**
 * Headers on every answer, API and portal alike: no MIME sniffing, no framing (clickjacking),
 * no referrer leaking letter ids to other sites, and a CSP (the portal's on HTML pages).
 */
export function securityHeaders(reply: FastifyReply): void {
  const type = String(reply.getHeader('content-type') ?? '');
  const policy = type.startsWith('text/html')
    ? portalContentSecurityPolicy
    : // Whatever query the page registers it with (a versioned registration is a new worker).
      reply.request.url.split('?')[0] === serviceWorkerPath
      ? serviceWorkerContentSecurityPolicy
      : resourceContentSecurityPolicy;
  // The host EPR demo frames its own page (the recorder in an iframe without the microphone):
  // same-origin framing there only.
  const framedByItself = reply.request.url.startsWith('/host-epr/');
  reply.header('X-Content-Type-Options', headersOfEveryAnswer['X-Content-Type-Options']);
  reply.header('X-Frame-Options', framedByItself ? 'SAMEORIGIN' : headersOfEveryAnswer['X-Frame-Options']);
  reply.header('Referrer-Policy', headersOfEveryAnswer['Referrer-Policy']);
  // A 304 has no content type, and its headers replace those of the answer the browser cached:
  // the resources' policy here would be the cached page's from then on (a second visit to the
  // portal or the host EPR page loaded nothing). The cached answer keeps its own policy.
  if (reply.statusCode === 304) return;
  reply.header(
    'Content-Security-Policy',
    framedByItself ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy,
  );
}

/** A path as the router reads it (percent-decoded); an undecodable one is judged an API path, which needs a token. */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/api/';
  }
}

/** Whether the request is for the API: by the route Fastify matched, so `/%61pi/...` is one too. */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? decodedPath(request.url.split('?')[0]!)).startsWith('/api/');
}

/**
 * API answers hold patient data and tokens: no browser or proxy keeps them (`no-store`). Only
 * `/api/` answers: the portal's files have their own caching (staticSites.ts).
 */
export function noStoreApiAnswers(reply: FastifyReply): void {
  if (isApiRequest(reply.request)) reply.header('Cache-Control', 'no-store');
}

/** The headers every answer gets: the security headers, and no-store on the API's. */
export function answerHeaders(reply: FastifyReply): void {
  securityHeaders(reply);
  noStoreApiAnswers(reply);
}
