import { type ApiClient, createApiClient } from '@dictation/core';

/**
 * For stories and tests (not exported): core's real client over a `fetch` that answers every
 * request with `body` as JSON, so an answer core's schemas tolerate, or reject as malformed, goes
 * through the same checks as in the portal.
 */
export function clientAnswering(body: unknown, status = 200): ApiClient {
  return createApiClient({
    baseUrl: '',
    clientId: 'dictation-portal',
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
}
