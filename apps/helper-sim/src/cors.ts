import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Who may use the helper. Any web page the user opens can reach 127.0.0.1, so the helper cannot
 * trust being called: it answers only pages of the allowed origins (a browser always sends the
 * true Origin on cross-origin and WebSocket requests; a page cannot forge it), and, when paired,
 * only callers that present the install's pairing token (which a local non-browser program
 * without the token cannot).
 */
export interface AccessPolicy {
  /** Whether a request with this Origin header may be answered; no Origin is a non-browser caller. */
  allowsOrigin(origin: string | undefined): boolean;
  /** Whether the token presented matches the pairing token; always true when not paired. */
  allowsToken(token: string | null): boolean;
  /** Whether a pairing token is required. */
  readonly paired: boolean;
}

/** The portal's origins: `npm start` (8080), the end-to-end suite (8181), the Vite dev server (5173). */
export const defaultAllowedOrigins = [8080, 8181, 5173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createAccessPolicy(
  allowedOrigins: readonly string[] = defaultAllowedOrigins,
  pairingToken?: string,
): AccessPolicy {
  const origins = new Set(allowedOrigins.map((origin) => origin.toLowerCase().replace(/\/$/, '')));
  const expected = pairingToken ? digest(pairingToken) : undefined;
  return {
    allowsOrigin: (origin) => origin === undefined || origins.has(origin.toLowerCase()),
    // Compared as digests in constant time, so the answer time tells nothing about the token.
    allowsToken: (token) => !expected || (token !== null && timingSafeEqual(digest(token), expected)),
    paired: expected !== undefined,
  };
}

/** The bearer token of `Authorization` (negotiate, and WebSockets from Node) or `access_token` (browser WebSockets). */
export function presentedToken(request: IncomingMessage, url: URL): string | null {
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
