import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestSandbox, type TestSandbox } from './testing/harness';

/**
 * Issue 22, bad input: what the caller got wrong is a 4xx with a plain-text message
 * (docs/wire-contract.md, General), never a 500, a JSON error or a letter made of nothing.
 */
let sandbox: TestSandbox;
let doctor: string;
// No reset between tests: each makes its own letters, or none.
beforeAll(async () => {
  sandbox = await startTestSandbox();
  doctor = await sandbox.token('doctor');
});
afterAll(async () => {
  await sandbox.dispose();
});

/** Status, content type and text of an answer. */
const answerOf = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  text: await response.text(),
});
const plainText = 'text/plain; charset=utf-8';

type Letter = {
  id: number;
  dictationType: string;
  audio: { audioSegment: { audioRecord: { key: string } } };
};
const create = (body: unknown) =>
  sandbox.call('/api/author/letters/create?instantComplete=false', { ...json(body), token: doctor });
const metadata = async (id: number) =>
  (await (
    await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: doctor })
  ).json()) as Letter;

describe('dictationType null on update and patch', () => {
  it.each([
    ['PUT', 'update'],
    ['PATCH', 'patch'],
  ])('%s letters/%s refuses it with 400 and leaves the type as it was', async (method, path) => {
    const letter = (await (await create({ dictationType: 'Conversation' })).json()) as Letter;
    expect(letter.dictationType).toBe('Conversation');
    const response = await sandbox.call(`/api/author/letters/${path}`, {
      ...json({ id: letter.id, dictationType: null }, method),
      token: doctor,
    });
    expect(await answerOf(response)).toEqual({
      status: 400,
      type: plainText,
      text: 'dictationType cannot be cleared: give a dictation type',
    });
    expect((await metadata(letter.id)).dictationType).toBe('Conversation');
    // A letter without one on create still gets the default.
    expect(((await (await create({ dictationType: null })).json()) as Letter).dictationType).toBe(
      'Dictation',
    );
  });
});

describe('OData names inherited from Object.prototype', () => {
  const search = (query: { $orderby?: string; $filter?: string }) =>
    sandbox.call(
      `/api/author/odata/Letters/LettersService.Search()?${new URLSearchParams(query as Record<string, string>)}`,
      {
        token: doctor,
      },
    );
  it.each([
    { $orderby: 'constructor' },
    { $orderby: 'toString desc' },
    { $orderby: '__proto__' },
    { $orderby: 'id, hasOwnProperty' },
    { $filter: 'constructor eq 1' },
    { $filter: 'toString eq 1' },
    { $filter: '__proto__ eq null' },
    { $filter: 'valueOf in (1, 2)' },
    { $filter: 'id constructor 1' },
    { $filter: 'id toString 1' },
    { $filter: "constructor(mrn, 'H1')" },
    { $filter: "toString(mrn, 'H1') eq true" },
  ])('%o is 400 with a message', async (query) => {
    const answer = await answerOf(await search(query));
    expect(answer).toMatchObject({ status: 400, type: plainText });
    expect(answer.text).toMatch(/\$(filter|orderby)/);
  });
});

describe('letters/create and the audio store agree on audio keys', () => {
  it.each([
    ['../escape', 'audioKey'],
    ['.hidden', 'audioKey'],
    ['a b', 'audioKey'],
    ['x'.repeat(129), 'audioKey'],
    ['', 'audioKey'],
    ['sub/dir', 'audio.audioSegment.audioRecord.key'],
    ['..', 'audio.audioSegment.audioRecord.key'],
  ])('refuses %j given as %s', async (key, where) => {
    const body =
      where === 'audioKey' ? { audioKey: key } : { audio: { audioSegment: { audioRecord: { key } } } };
    expect(await answerOf(await create(body))).toEqual({
      status: 400,
      type: plainText,
      text: 'Invalid audio file name',
    });
  });

  it('takes a key the audio routes take, and records on it', async () => {
    const letter = (await (await create({ audioKey: 'rec-Abc_1.2-3' })).json()) as Letter;
    expect(letter.audio.audioSegment.audioRecord.key).toBe('rec-Abc_1.2-3');
    const frames = new Uint8Array(32_000);
    const suspend = await sandbox.call(
      '/api/author/audio-records/suspend?fileName=rec-Abc_1.2-3&recordMode=0&startPosition=0&endPosition=1000',
      {
        method: 'POST',
        token: doctor,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: frames,
      },
    );
    expect(await suspend.json()).toEqual({ length: 1000 });
  });
});

describe('import of a file that is not what its extension says', () => {
  const importFile = async (fileName: string, bytes: Uint8Array) => {
    const orgs = (await (
      await sandbox.call('/api/author/organization-items/all-my', { token: doctor })
    ).json()) as { childrenOrgItems: { id: number; importAudio: boolean }[] }[];
    const department = orgs[0]!.childrenOrgItems.find((item) => item.importAudio)!;
    const form = new FormData();
    form.append(
      'LetterMetadataJson',
      JSON.stringify({ authorId: 1, priorityId: 1, organisationItemId: department.id, patientMRN: 'H9' }),
    );
    form.append('AudioFile', new Blob([Buffer.from(bytes)]), fileName);
    return sandbox.call('/api/author/letters/v2/create-by-import-file', {
      method: 'POST',
      token: doctor,
      body: form,
    });
  };
  const inProgressCount = async () =>
    (
      (await (
        await sandbox.call(
          `/api/author/odata/Letters/LettersService.Search()?$top=0&$count=true&$filter=${encodeURIComponent('isDeleted eq false')}`,
          { token: doctor },
        )
      ).json()) as { '@odata.count': number }
    )['@odata.count'];

  it.each([
    ['noise.mp3', Uint8Array.from({ length: 64 * 1024 }, (_, n) => (n * 7919) % 251)],
    ['zeros.mp3', new Uint8Array(20_000)],
    ['text.m4a', new TextEncoder().encode('not audio at all '.repeat(500))],
    ['text.opus', new TextEncoder().encode('not audio at all '.repeat(500))],
  ])('%s is refused and makes no letter', async (fileName, bytes) => {
    const before = await inProgressCount();
    expect(await answerOf(await importFile(fileName, bytes))).toEqual({
      status: 400,
      type: plainText,
      text: 'The audio file cannot be read',
    });
    expect(await inProgressCount()).toBe(before);
  });
});

describe("Fastify's own refusals are plain text", () => {
  const update = (body: BodyInit, type: string) =>
    sandbox.call('/api/author/letters/update', {
      method: 'PUT',
      token: doctor,
      headers: { 'Content-Type': type },
      body,
    });
  it('malformed JSON is 400', async () => {
    const answer = await answerOf(await update('{"id": 1,', 'application/json'));
    expect(answer).toMatchObject({ status: 400, type: plainText });
    expect(answer.text).not.toMatch(/^\s*\{/);
  });
  it('an unsupported content type is 415', async () => {
    const answer = await answerOf(await update('<id>1</id>', 'application/xml'));
    expect(answer).toMatchObject({ status: 415, type: plainText });
    expect(answer.text).not.toMatch(/^\s*\{/);
  });
  it('a body over the limit is 413', async () => {
    const answer = await answerOf(
      await update(JSON.stringify({ id: 1, notes: 'x'.repeat(1_100_000) }), 'application/json'),
    );
    expect(answer).toMatchObject({ status: 413, type: plainText });
    expect(answer.text).not.toMatch(/^\s*\{/);
  });
  it('an unknown route is 404', async () => {
    const answer = await answerOf(await sandbox.call('/api/author/no-such-route', { token: doctor }));
    expect(answer).toEqual({ status: 404, type: plainText, text: 'Not Found' });
    const method = await answerOf(
      await sandbox.call('/api/author/letters/update', { method: 'DELETE', token: doctor }),
    );
    expect(method).toMatchObject({ status: 404, type: plainText });
  });
  it('an undecodable URL is 400 and an over-long path parameter 414, neither repeating the path', async () => {
    const badUrl = await answerOf(
      await sandbox.call('/api/author/letters/metadata-with-lock/%E0%A4%A', { token: doctor }),
    );
    expect(badUrl).toEqual({ status: 400, type: plainText, text: 'The URL is not valid' });
    const long = await answerOf(
      await sandbox.call(`/api/author/letters/metadata-with-lock/${'1'.repeat(200)}`, { token: doctor }),
    );
    expect(long).toEqual({ status: 414, type: plainText, text: 'The URL is too long' });
  });
  it('a multipart body that cannot be read is 400', async () => {
    const answer = await answerOf(
      await sandbox.call('/api/author/letters/v2/create-by-import-file', {
        method: 'POST',
        token: doctor,
        headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
        body: '--zzz\r\nbroken',
      }),
    );
    expect(answer).toEqual({
      status: 400,
      type: plainText,
      text: 'The multipart/form-data body cannot be read',
    });
  });
  it('a request the HTTP parser refuses is 400 in plain text', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(sandbox.port, '127.0.0.1', () =>
        socket.write('GET /api/ping HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
      );
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    // The headers of every answer, as securityHeaders.test.ts checks them on routed ones.
    for (const header of [
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Referrer-Policy: no-referrer',
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'Cache-Control: no-store',
    ])
      expect(head).toContain(header);
    expect(body).toBe('Bad Request');
  });
});
