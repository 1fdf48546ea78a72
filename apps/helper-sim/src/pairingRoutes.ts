import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readJsonObject } from './jsonBody';
import type { Pairing, PairingRefusal } from './pairing';
import type { HttpRoutes } from './signalrServer';

/** The pairing paths of every hub server (docs/wire-contract.md, Desktop helper). */
export const pairingPaths = { code: '/pairing/code', token: '/pairing/token' } as const;

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function refuse(response: ServerResponse, refusal: PairingRefusal): void {
  if (refusal.retryAfterMs !== undefined) {
    response.setHeader('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
  }
  response.writeHead(refusal.status, { 'Content-Type': 'text/plain' }).end(refusal.error);
}

async function exchange(
  request: IncomingMessage,
  response: ServerResponse,
  pairing: Pairing,
  origin: string,
) {
  try {
    const { code } = await readJsonObject(request);
    if (typeof code !== 'string' || code === '') throw new BadRequest('code is required');
    const result = pairing.exchangeCode(origin, code);
    if ('token' in result) answer(response, 200, { token: result.token });
    else refuse(response, result);
  } catch (error) {
    const message = error instanceof BadRequest ? error.message : 'Pairing failed';
    response
      .writeHead(error instanceof BadRequest ? 400 : 500, { 'Content-Type': 'text/plain' })
      .end(message);
  }
}

/**
 * `POST /pairing/code` shows a new code on the helper (the page never sees it: the user reads it
 * there and types it); `POST /pairing/token` `{ code }` gives the install's token for the page's
 * origin. Only pages of allowed origins get this far (signalrServer.ts checks the origin first).
 * Without pairing (a development helper) both answer 404.
 */
export function pairingRoutes(pairing: Pairing | undefined): HttpRoutes {
  return (request, response, url) => {
    const path = url.pathname;
    if (path !== pairingPaths.code && path !== pairingPaths.token) return false;
    if (request.method !== 'POST' || !pairing) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return true;
    }
    const origin = request.headers.origin ?? '';
    if (path === pairingPaths.token) {
      void exchange(request, response, pairing, origin);
      return true;
    }
    const result = pairing.requestCode(origin);
    if ('code' in result) answer(response, 201, { expiresAt: new Date(result.code.expiresAt).toISOString() });
    else refuse(response, result);
    return true;
  };
}
