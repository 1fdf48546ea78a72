import type { IncomingMessage } from 'node:http';

/** A request body the simulator cannot use (answered 400 with its message). */
export class BadRequest extends Error {}

/** Bodies of the control API and pairing are a few fields: anything longer is not one of them. */
const maxBodyBytes = 64 * 1024;

/** The request's body as a JSON object ({} when empty); BadRequest when it is not one. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const part of request) {
    body += String(part);
    if (body.length > maxBodyBytes) throw new BadRequest('Body is too large');
  }
  if (body === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest('Body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
