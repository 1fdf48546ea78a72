import { vi } from 'vitest';
import type { FetchLike } from '../api/httpClient';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

type Reply = Response | ((request: SeenRequest) => Response | Promise<Response>);

/** A JSON response. */
export function json(value: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(value), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A plain-text response. */
export function text(body: string, status: number, statusText = ''): Response {
  return new Response(body, { status, statusText });
}

/**
 * A fetch that records requests and answers with `reply` (a response is cloned per call).
 */
export function fakeFetch(reply: Reply = () => json({})) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://test.local'),
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    };
    requests.push(request);
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  return { fetch, requests };
}
