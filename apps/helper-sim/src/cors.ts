import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Who may use the helper. Any web page the user opens can reach 127.0.0.1, so the helper cannot
 * trust being called: it answers only pages of the allowed origins (a browser always sends the
 * true Origin on cross-origin and WebSocket requests; a page cannot forge it), and, when pairing
 * is on, only callers that present the install's token for their origin (pairing.ts), which
 * another program or another user of a shared machine does not hold.
 */
export interface AccessPolicy {
  /** Whether a request with this Origin header may be answered; no Origin is a non-browser caller. */
  allowsOrigin(origin: string | undefined): boolean;
  /** Whether the token presented by a caller of this Origin may pass; always true without a token check. */
  allowsToken(token: string | null, origin: string | undefined): boolean;
}

/** Checks a presented token; the origin is the caller's (undefined without an Origin header). */
export type TokenCheck = (token: string | null, origin: string | undefined) => boolean;

/**
 * The portal's origin as `npm start` serves it (port 8080), under both of its names. Other
 * origins (another port, the Vite dev server, a deployed portal) are added with
 * `HELPER_ALLOWED_ORIGINS`: a helper trusts no page it was not told about.
 */
export const defaultAllowedOrigins = ['http://localhost:8080', 'http://127.0.0.1:8080'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A check against one fixed token (the control API's), compared as digests in constant time. */
export function fixedTokenCheck(expectedToken: string): TokenCheck {
  const expected = digest(expectedToken);
  return (token) => token !== null && timingSafeEqual(digest(token), expected);
}

export function createAccessPolicy(
  allowedOrigins: readonly string[] = defaultAllowedOrigins,
  tokenCheck?: TokenCheck,
): AccessPolicy {
  const origins = new Set(allowedOrigins.map((origin) => origin.toLowerCase().replace(/\/$/, '')));
  return {
    allowsOrigin: (origin) => origin === undefined || origins.has(origin.toLowerCase()),
    allowsToken: (token, origin) => !tokenCheck || tokenCheck(token, origin),
  };
}

/** Whether the request presents a token the policy lets its Origin pass with. */
export function passesTokenCheck(request: IncomingMessage, url: URL, policy: AccessPolicy): boolean {
  return policy.allowsToken(presentedToken(request, url), request.headers.origin);
}

/** The bearer token of `Authorization` (negotiate, and WebSockets from Node) or `access_token` (browser WebSockets). */
function presentedToken(request: IncomingMessage, url: URL): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? url.searchParams.get('access_token');
}

/**
 * CORS for an allowed origin: with credentials (the SignalR client sends them for negotiate), so
 * `*` is not allowed and the Origin is echoed. Other origins get no CORS headers at all.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, policy: AccessPolicy): void {
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  if (origin && policy.allowsOrigin(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
  }
}

/** Refuses a request from an origin outside the allow-list (403); returns whether it did. */
export function refuseForeignOrigin(
  request: IncomingMessage,
  response: ServerResponse,
  policy: AccessPolicy,
): boolean {
  if (policy.allowsOrigin(request.headers.origin)) return false;
  response.writeHead(403, { 'Content-Type': 'text/plain', Vary: 'Origin' }).end('Origin not allowed');
  return true;
}

/**
 * Answers a CORS preflight; returns false when the request is not one. Chrome's Private Network
 * Access asks before a public page may reach loopback: only an allowed origin is told yes.
 */
export function answerPreflight(
  request: IncomingMessage,
  response: ServerResponse,
  policy: AccessPolicy,
): boolean {
  if (request.method !== 'OPTIONS') return false;
  if (refuseForeignOrigin(request, response, policy)) return true;
  applyCors(request, response, policy);
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const requestedHeaders = request.headers['access-control-request-headers'];
  if (requestedHeaders) response.setHeader('Access-Control-Allow-Headers', requestedHeaders);
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.setHeader('Access-Control-Max-Age', '600');
  response.writeHead(204).end();
  return true;
}
