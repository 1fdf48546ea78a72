import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The helper is called from an https page on another origin, with credentials (the SignalR client
 * sends them for negotiate), so `*` is not allowed: the Origin is echoed. Chrome's Private Network
 * Access asks before a public page may reach loopback; the real helper answers yes.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
  }
}

/** Answers a CORS preflight; returns false when the request is not one. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'OPTIONS') return false;
  applyCors(request, response);
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
