import { type ApiClient, ApiError, type CreateLetterPayload, type LetterMetadata } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { createDraftJob } from './createDraftJob';

const payload = { audioKey: 'draft-key', organisationItemId: 12 } as unknown as CreateLetterPayload;
const jobWithKey = (key: string) =>
  ({ id: 41, audio: { audioSegment: { audioRecord: { key } } } }) as unknown as LetterMetadata;
const refused = (status: number) =>
  new ApiError(
    { kind: 'http', status, statusText: 'Bad Request', body: 'This audio key cannot be used' },
    'This audio key cannot be used',
    'letters.create',
  );

/** A server whose create answers or refuses, and whose open job at Audio capture is `open`. */
function server(create: () => Promise<LetterMetadata>, open: LetterMetadata | null) {
  const calls: string[] = [];
  const api = {
    letters: {
      create: () => {
        calls.push('create');
        return create();
      },
      current: async () => {
        calls.push('current');
        return open;
      },
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('a draft’s job', () => {
  it('is the one the create answers', async () => {
    const { api, calls } = server(async () => jobWithKey('draft-key'), null);
    expect(await createDraftJob(api, payload)).toMatchObject({ id: 41 });
    expect(calls).toEqual(['create']);
  });

  it('is found as the open job with its audio key when a server that knows only the spec refuses the create sent again', async () => {
    const { api, calls } = server(() => Promise.reject(refused(400)), jobWithKey('draft-key'));
    expect(await createDraftJob(api, payload)).toMatchObject({ id: 41 });
    expect(calls).toEqual(['create', 'current']);
  });

  it('is refused in the server’s words when the open job is another, or the refusal is not about the request', async () => {
    const other = server(() => Promise.reject(refused(400)), jobWithKey('another-key'));
    await expect(createDraftJob(other.api, payload)).rejects.toThrow('This audio key cannot be used');
    const none = server(() => Promise.reject(refused(400)), null);
    await expect(createDraftJob(none.api, payload)).rejects.toThrow('This audio key cannot be used');
    const forbidden = server(() => Promise.reject(refused(403)), jobWithKey('draft-key'));
    await expect(createDraftJob(forbidden.api, payload)).rejects.toMatchObject({ detail: { status: 403 } });
    expect(forbidden.calls).toEqual(['create']);
  });
});
