import { createApiClient, type FetchLike } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { createCoreUploadAdapter } from './createCoreUploadAdapter';

describe('createCoreUploadAdapter', () => {
  it("cancels a stored audio's download through the client when its signal aborts", async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    // A server that has not answered yet: the request ends only when it is aborted.
    const fetch: FetchLike = (_url, init) => {
      signals.push(init.signal);
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    const adapter = createCoreUploadAdapter(
      createApiClient({ baseUrl: 'http://test.local', clientId: 'dictation-portal', fetch }),
    );
    const dropped = new AbortController();
    const download = adapter.stream(7, { signal: dropped.signal });
    await expect.poll(() => signals.length).toBe(1);
    dropped.abort();
    await expect(download).rejects.toBeDefined();
    expect(signals[0]?.aborted).toBe(true);
  });
});
