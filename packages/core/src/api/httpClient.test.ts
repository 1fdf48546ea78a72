import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../errors';
import { messages } from '../messages';
import { fakeFetch, json, text } from '../test/fakeFetch';
import { createApiClient } from './createApiClient';
import { type FetchLike, sharedReadWindowMs } from './httpClient';

function client(
  reply: Parameters<typeof fakeFetch>[0],
  extra: { onUnauthorized?: () => void; onConflict?: () => void } = {},
) {
  const fake = fakeFetch(reply);
  const api = createApiClient({
    baseUrl: 'http://test.local/',
    clientId: 'dictation-portal',
    fetch: fake.fetch,
    session: { getAccessToken: async () => 'secret-token' },
    ...extra,
  });
  return { api, ...fake };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('sends Accept json, clientID and the Bearer token', async () => {
    const { api, requests } = client(json({ accountName: 'Demo', accountId: 1 }));
    await api.app.configuration();
    expect(requests[0]?.url.href).toBe('http://test.local/api/application-configuration');
    expect(requests[0]?.headers).toMatchObject({
      Accept: 'application/json',
      clientID: 'dictation-portal',
      Authorization: 'Bearer secret-token',
    });
  });

  it('sends no Bearer token on public calls', async () => {
    const { api, requests } = client(text('', 200));
    await api.accounts.forgotPassword('doctor');
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.url.searchParams.get('username')).toBe('doctor');
  });

  it('form-encodes the reset and change password calls', async () => {
    const { api, requests } = client(text('', 200));
    await api.accounts.changePassword(
      { OldPassword: 'old1a', NewPassword: 'new1a&', ConfirmNewPassword: 'new1a&', UserId: '4' },
      false,
    );
    expect(requests[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(requests[0]?.body)).get('NewPassword')).toBe('new1a&');
    expect(requests[0]?.url.searchParams.get('shouldLogout')).toBe('false');
  });

  it('sends the import as multipart with LetterMetadataJson and AudioFile', async () => {
    const { api, requests } = client(json({ letterId: 3, error: 'duplicate' }));
    const answer = await api.letters.importFile(
      { authorId: 1, priorityId: 2, organisationItemId: 3, fileFormat: 'wav' },
      new Blob(['RIFF']),
      'a.wav',
    );
    expect(answer).toMatchObject({ letterId: 3, error: 'duplicate' });
    const form = requests[0]?.body as FormData;
    expect(JSON.parse(String(form.get('LetterMetadataJson')))).toMatchObject({ priorityId: 2 });
    expect((form.get('AudioFile') as File).name).toBe('a.wav');
  });

  it('sends store parts as base64 text and suspend frames as raw bytes', async () => {
    const { api, requests } = client(json({ length: 1000 }));
    await api.audio.store({
      fileName: 'k',
      isLastPart: false,
      length: 10,
      audioKey: 'k',
      part: new Uint8Array([0, 255, 16]),
    });
    expect(requests[0]?.body).toBe('AP8Q');
    expect(requests[0]?.headers['Content-Type']).toBe('application/octet-stream');
    const frames = new Uint8Array([1, 2]);
    await api.audio.suspend({ fileName: 'k', recordMode: 1, startPosition: 5, endPosition: 70, frames });
    expect(requests[1]?.body).toBe(frames);
    expect(Object.fromEntries(requests[1]?.url.searchParams ?? [])).toEqual({
      fileName: 'k',
      recordMode: '1',
      startPosition: '5',
      endPosition: '70',
    });
  });

  it('sends the operation, upload and writer ids of the audio calls (wire contract, Audio)', async () => {
    const { api, requests } = client(json({ length: 1000 }));
    const frames = new Uint8Array([1, 2]);
    await api.audio.suspend({
      fileName: 'k',
      recordMode: 0,
      startPosition: 0,
      endPosition: 1,
      frames,
      operationId: 'op-1',
      writerId: 'w-1',
    });
    await api.audio.store({
      fileName: 'k',
      isLastPart: true,
      length: 10,
      audioKey: 'k',
      part: 'AAAA',
      uploadId: 'up-1',
      partIndex: 3,
      writerId: 'w-1',
    });
    const query = (index: number) => Object.fromEntries(requests[index]?.url.searchParams ?? []);
    expect(query(0)).toMatchObject({ operationId: 'op-1', writerId: 'w-1' });
    expect(query(1)).toMatchObject({ uploadId: 'up-1', part: '3', writerId: 'w-1', isLastPart: 'true' });
    expect(requests[1]?.body).toBe('AAAA');
  });

  it('sends none of the ids when the caller gives none (a client of the spec alone)', async () => {
    const { api, requests } = client(json({ length: 1000 }));
    await api.audio.suspend({
      fileName: 'k',
      recordMode: 0,
      startPosition: 0,
      endPosition: 1,
      frames: new Uint8Array(2),
    });
    await api.audio.store({ fileName: 'k', isLastPart: true, length: 10, audioKey: 'k', part: 'AAAA' });
    const names = requests.flatMap((request) => [...request.url.searchParams.keys()]);
    for (const id of ['operationId', 'writerId', 'uploadId', 'part']) expect(names).not.toContain(id);
  });

  it('sends the expected audio with complete, for the server to compare (wire contract, Audio)', async () => {
    const { api, requests } = client(text('', 200));
    await api.letters.complete({ id: 1, expectedAudio: { hash: 'ab'.repeat(32), length: 5000 } });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      id: 1,
      expectedAudio: { hash: 'ab'.repeat(32), length: 5000 },
    });
  });

  it('sends a read asked for again while in flight once, and each read asked for after it again (issue 33)', async () => {
    const { api, requests } = client(json({ accountName: 'Demo', accountId: 1 }));
    const [first, second] = await Promise.all([api.app.configuration(), api.app.configuration()]);
    expect(requests).toHaveLength(1);
    expect(first).toEqual({ accountName: 'Demo', accountId: 1 });
    expect(second).toEqual(first);
    await api.app.configuration();
    expect(requests).toHaveLength(2);
  });

  it('sends a read again once the one in flight is older than the shared window: a hung read holds up no later one', async () => {
    vi.useFakeTimers();
    try {
      let answered = 0;
      // The first read hangs (a server that never answers); the next is answered.
      const fetch: FetchLike = () =>
        answered++ === 0
          ? new Promise<Response>(() => {})
          : Promise.resolve(Response.json({ accountName: 'Demo', accountId: 1 }));
      const api = createApiClient({ baseUrl: 'http://test.local/', clientId: 'dictation-portal', fetch });
      void api.app.configuration();
      await vi.advanceTimersByTimeAsync(sharedReadWindowMs + 1);
      await expect(api.app.configuration()).resolves.toEqual({ accountName: 'Demo', accountId: 1 });
      expect(answered).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends reads of other URLs, reads with a signal and writes each on its own', async () => {
    const { api, requests } = client(json([]));
    await Promise.all([api.lookups.priorities(7), api.lookups.priorities(8)]);
    expect(requests).toHaveLength(2);
    const abort = new AbortController();
    await Promise.all([api.lookups.priorities(7, { signal: abort.signal }), api.lookups.priorities(7)]);
    expect(requests).toHaveLength(4);
    await Promise.all([api.accounts.forgotPassword('doctor'), api.accounts.forgotPassword('doctor')]);
    expect(requests).toHaveLength(6);
  });

  it('accepts unknown fields in answers', async () => {
    const { api } = client(json({ accountName: 'Demo', accountId: 1, brandNew: [1] }));
    await expect(api.app.configuration()).resolves.toMatchObject({ accountName: 'Demo', brandNew: [1] });
  });

  it('maps an empty current letter to null', async () => {
    const { api } = client(json({}));
    await expect(api.letters.current()).resolves.toBeNull();
  });
});

describe('error catalogue (spec 000 section 8)', () => {
  it('200 with an empty body is an empty object', async () => {
    const { api } = client(text('', 200, 'OK'));
    await expect(api.letters.current()).resolves.toBeNull();
    await expect(api.locks.lock(1)).resolves.toBeUndefined();
  });

  it('400 rejects with the status text and the generic toast', async () => {
    const { api } = client(text('details', 400, 'Bad Request'));
    const error = await failure(api.letters.update({ id: 1 }));
    expect(error.message).toBe('Bad Request');
    expect(error.detail).toEqual({ kind: 'http', status: 400, statusText: 'Bad Request', body: 'details' });
    expect(error.toast).toBe(messages.requestFailed);
  });

  it('400 on complete rejects with the response text', async () => {
    const { api } = client(text('Audio length is 4000 ms', 400, 'Bad Request'));
    expect((await failure(api.letters.complete({ id: 1 }))).message).toBe('Audio length is 4000 ms');
  });

  it('400 on metadata-with-lock rejects with the autolock text', async () => {
    const { api } = client(text('This letter is autolocked by Dr Who', 400, 'Bad Request'));
    expect((await failure(api.letters.metadataWithLock(1))).message).toBe(
      'This letter is autolocked by Dr Who',
    );
  });

  it('401 logs out and rejects as unauthorized', async () => {
    const onUnauthorized = vi.fn();
    const { api } = client(text('', 401, 'Unauthorized'), { onUnauthorized });
    const error = await failure(api.profile.current());
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('403 rejects with the status text, and with the code for the patient call', async () => {
    const { api } = client(text('1011', 403, 'Forbidden'));
    expect((await failure(api.letters.update({ id: 1 }))).message).toBe('Forbidden');
    expect((await failure(api.emis.patient())).message).toBe('1011');
  });

  it('404 rejects with the status text', async () => {
    const { api } = client(text('nope', 404, 'Not Found'));
    const error = await failure(api.accounts.forgotPassword('x'));
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
  });

  it('falls back to the standard reason phrase when statusText is empty', async () => {
    const { api } = client(text('', 404));
    expect((await failure(api.app.ping())).message).toBe('Not Found');
  });

  it('409 goes back to the list and rejects as conflict', async () => {
    const onConflict = vi.fn();
    const { api } = client(text('held', 409, 'Conflict'), { onConflict });
    const error = await failure(api.letters.update({ id: 1 }));
    expect(error.detail).toEqual({ kind: 'conflict', status: 409, body: 'held' });
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it('409 of a call whose caller resolves it (a document saved elsewhere, audio of another window) stays with the caller', async () => {
    const onConflict = vi.fn();
    const { api } = client(text('stale', 409, 'Conflict'), { onConflict });
    const error = await failure(
      api.documents.patch(31, { documentVersion: 1, patchContent: '[]', patchNumber: 2, contentHash: 'x' }),
    );
    expect(error.detail).toEqual({ kind: 'conflict', status: 409, body: 'stale' });
    await failure(
      api.audio.store({ fileName: 'a', isLastPart: true, length: 0, audioKey: 'a', part: new Uint8Array(2) }),
    );
    expect(onConflict).not.toHaveBeenCalled();
  });

  it('500 rejects with "statusText - body", and 2009 for the patient call', async () => {
    const { api } = client(text('db down', 500, 'Internal Server Error'));
    const error = await failure(api.letters.update({ id: 1 }));
    expect(error.message).toBe('Internal Server Error - db down');
    expect(error.toast).toBe(messages.serverError);
    expect((await failure(api.emis.patient())).message).toBe('2009');
  });

  it('a network failure is its own typed error, not a TypeError', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch http://x?token=abc'));
    const api = createApiClient({ baseUrl: '', clientId: 'c', fetch });
    const error = await failure(api.app.ping());
    expect(error.detail).toEqual({ kind: 'network' });
    expect(error.message).toBe(messages.connectionLost);
    expect(error.message).not.toContain('token');
  });
});

describe('malformed answers', () => {
  it('wrong types are malformed', async () => {
    const { api } = client(json({ accountName: 42, accountId: 'x' }));
    const error = await failure(api.app.configuration());
    expect(error.kind).toBe('malformed');
    // Each issue in words (zod/mini alone would say only "Invalid input").
    expect(isApiError(error, 'malformed') && error.detail.issues).toEqual([
      'accountName: Invalid input: expected string, received number',
      'accountId: Invalid input: expected number, received string',
    ]);
    expect(error.message).toBe(messages.requestFailed);
  });

  it('HTML instead of JSON is malformed, not a SyntaxError', async () => {
    const { api } = client(text('<!doctype html><html></html>', 200, 'OK'));
    expect((await failure(api.profile.current())).kind).toBe('malformed');
  });

  it('an empty body where data is required is malformed', async () => {
    const { api } = client(text('', 200, 'OK'));
    expect((await failure(api.letters.search({ top: 10, skip: 0 }))).kind).toBe('malformed');
  });

  it('an answer that is not an object is malformed', async () => {
    const { api } = client(json([1, 2]));
    expect((await failure(api.audio.limits())).kind).toBe('malformed');
  });
});

describe('complete polling', () => {
  it('repeats the complete call every second while the server answers 202', async () => {
    vi.useFakeTimers();
    try {
      const replies = [json({ audioStored: false }, 202), json({ audioStored: false }, 202), text('', 200)];
      const { fetch, requests } = fakeFetch(() => replies.shift() ?? text('', 200));
      const api = createApiClient({ baseUrl: '', clientId: 'c', fetch });
      const done = vi.fn();
      void api.letters.complete({ id: 3 }).then(done);
      await vi.advanceTimersByTimeAsync(999);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(requests).toHaveLength(3);
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('answer helpers', () => {
  it('recognises the short-audio rejection of complete', async () => {
    const { isShortAudioRejection } = await import('./lettersApi');
    const { api } = client(text('Audio length is 4000 ms', 400, 'Bad Request'));
    expect(isShortAudioRejection(await failure(api.letters.complete({ id: 1 })))).toBe(true);
    const other = client(text('Priority missing', 400, 'Bad Request'));
    expect(isShortAudioRejection(await failure(other.api.letters.complete({ id: 1 })))).toBe(false);
  });

  it('recognises a duplicate import', async () => {
    const { isDuplicateImport } = await import('./importAnswers');
    expect(isDuplicateImport({ error: 'Duplicate', letterId: 4 })).toBe(true);
    expect(isDuplicateImport({ letterId: 4 })).toBe(false);
  });
});
