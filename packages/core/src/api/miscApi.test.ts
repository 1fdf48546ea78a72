import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors';
import { fakeFetch, json } from '../test/fakeFetch';
import { createApiClient } from './createApiClient';
import type { FetchLike } from './httpClient';

const clientWith = (fetch: FetchLike) =>
  createApiClient({ baseUrl: 'http://test.local', clientId: 'dictation-portal', fetch });

describe('documents (docs/wire-contract.md, Documents)', () => {
  it('sends the patch with its content hash and answers the new version', async () => {
    const { fetch, requests } = fakeFetch(json({ documentId: 9, documentVersion: 4, newPatchNumber: 6 }));
    const patch = {
      documentVersion: 3,
      patchContent: '[[3,"Colleague","Dr Jones"]]',
      patchNumber: 5,
      contentHash: 'ab'.repeat(32),
    };
    expect(await clientWith(fetch).documents.patch(9, patch)).toEqual({
      documentId: 9,
      documentVersion: 4,
      newPatchNumber: 6,
    });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.searchParams.get('documentId')).toBe('9');
    expect(JSON.parse(String(requests[0]?.body))).toEqual(patch);
  });

  it('an answer without fields is a save (the spec names none); the saver counts the version on', async () => {
    const { fetch } = fakeFetch(json({}));
    await expect(
      clientWith(fetch).documents.patch(9, { documentVersion: 3, patchContent: '[]', patchNumber: 5 }),
    ).resolves.toEqual({});
  });

  it('an answer whose version is not a number is malformed', async () => {
    const { fetch } = fakeFetch(json({ documentVersion: 'four' }));
    const error = await clientWith(fetch)
      .documents.patch(9, { documentVersion: 3, patchContent: '[]', patchNumber: 5 })
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('malformed');
  });
});

describe('locks (docs/wire-contract.md, Locks)', () => {
  it('unlock can outlive the page: keepalive reaches fetch (pagehide)', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 200 }));
    await clientWith(fetch).locks.unlock(7, { keepalive: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect([init.method, new URL(url).pathname, init.keepalive]).toEqual([
      'PUT',
      '/api/author/clinical-letter-locks/unlock/7',
      true,
    ]);
  });

  it('names the opening that holds the lock on open, extend and release, and sends no name when given none', async () => {
    const { fetch, requests } = fakeFetch(json({ id: 7 }));
    const api = clientWith(fetch);
    const lockHolderId = 'tab-1';
    await api.letters.metadataWithLock(7, 1, { lockHolderId });
    await api.locks.elongate(7, { lockHolderId });
    await api.locks.unlock(7, { lockHolderId, keepalive: true });
    await api.locks.unlock(7);
    expect(requests.map((request) => request.url.searchParams.get('lockHolderId'))).toEqual([
      'tab-1',
      'tab-1',
      'tab-1',
      null,
    ]);
  });
});

describe('letter metadata (spec 000 "Job header", spec 001 section 3)', () => {
  it('types the header fields the job header needs, showMRN and the lock expiry among them', async () => {
    const { fetch } = fakeFetch(
      json({ id: 7, showMRN: true, lockExpirationDate: '2026-11-22T10:05:00Z', showSampleID: false }),
    );
    const letter = await clientWith(fetch).letters.metadataWithLock(7, 1);
    const header: { showMRN?: boolean | null; lockExpirationDate?: string | null } = letter;
    expect(header).toMatchObject({ showMRN: true, lockExpirationDate: '2026-11-22T10:05:00Z' });
  });

  it('a showMRN that is not a flag is malformed', async () => {
    const { fetch } = fakeFetch(json({ id: 7, showMRN: 'yes' }));
    const error = await clientWith(fetch)
      .letters.metadataWithLock(7, 1)
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('malformed');
  });
});
