import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestSandbox, type TestSandbox } from './testing/harness';

/**
 * Issue 34: every answer carries the security headers, the ones Fastify gives before a route runs
 * included; none repeats the path it was asked for; the API's answers are never stored.
 */
let sandbox: TestSandbox;
let doctor: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  doctor = await sandbox.token('doctor');
});
afterAll(async () => {
  await sandbox.dispose();
});

/** A path segment no message of ours contains: found in an answer, the answer echoed the path. */
const marker = 'EchoMarker';
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};
const headersOf = (response: Response) =>
  Object.fromEntries(Object.keys(everyAnswer).map((name) => [name, response.headers.get(name)]));

describe('answers given before a route runs', () => {
  const cases: [what: string, path: string, init: RequestInit, status: number][] = [
    ['an undecodable URL', `/api/author/letters/metadata-with-lock/${marker}%E0%A4%A`, {}, 400],
    [
      'a path parameter over the length limit',
      `/api/author/letters/metadata-with-lock/${marker}${'1'.repeat(200)}`,
      {},
      414,
    ],
    ['an unknown route', `/api/author/${marker}`, {}, 404],
    [
      'malformed JSON',
      `/api/author/letters/update?${marker}`,
      { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"id":' },
      400,
    ],
    [
      'an unsupported content type',
      `/api/author/letters/update?${marker}`,
      { method: 'PUT', headers: { 'Content-Type': `application/${marker}` }, body: 'x' },
      415,
    ],
    [
      'a body over the limit',
      `/api/author/letters/update?${marker}`,
      { ...json({ notes: 'x'.repeat(1_100_000) }, 'PUT') },
      413,
    ],
  ];
  it.each(cases)('%s: the headers of every answer, and not the path', async (_what, path, init, status) => {
    const answer = await sandbox.call(path, { ...init, token: doctor });
    expect(answer.status).toBe(status);
    expect(headersOf(answer)).toEqual(everyAnswer);
    expect(await answer.text()).not.toContain(marker);
  });
});

describe('the API', () => {
  it('answers JSON, text and refusals with Cache-Control: no-store', async () => {
    for (const answer of [
      await sandbox.call('/api/ping'),
      await sandbox.call('/api/author/user-profiles/current', { token: doctor }),
      await sandbox.call('/api/author/odata/Letters/LettersService.Search()?$top=1', { token: doctor }),
      await sandbox.call('/api/author/user-profiles/current'),
      await sandbox.call('/%61pi/author/user-profiles/current', { token: doctor }),
    ])
      expect(headersOf(answer)).toEqual(everyAnswer);
  });
});
