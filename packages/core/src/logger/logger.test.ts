import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { fakeFetch, text } from '../test/fakeFetch';
import { createLogger, redactSecrets } from './logger';

describe('logger', () => {
  it('posts {source Front-End, type 3, content} to /api/logger', async () => {
    const { fetch, requests } = fakeFetch(text('', 200));
    const api = createApiClient({ baseUrl: '', clientId: 'c', fetch });
    createLogger({ post: api.log.post }).log(new Error('Create job failed'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe('/api/logger');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      source: 'Front-End',
      type: 3,
      content: 'Error: Create job failed',
    });
  });

  it('is throttled per window and sends a text once per window', () => {
    let clock = 0;
    const post = vi.fn(async () => undefined);
    const logger = createLogger({ post, now: () => clock, windowMs: 1000, maxPerWindow: 3 });
    logger.log('a');
    logger.log('a');
    logger.log('b');
    logger.log('c');
    logger.log('d');
    expect(post).toHaveBeenCalledTimes(3);
    clock = 1000;
    logger.log('a');
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('never throws, even when posting fails or rejects', () => {
    const logger = createLogger({
      post: () => {
        throw new Error('boom');
      },
    });
    expect(() => logger.log('x')).not.toThrow();
    const rejecting = createLogger({ post: () => Promise.reject(new Error('offline')) });
    expect(() => rejecting.log({ circular: globalThis })).not.toThrow();
  });

  it('keeps tokens and passwords out of the log', () => {
    const redacted = redactSecrets(
      'Authorization: Bearer abc.def-123 refresh_token=xyz&password=hunter2 {"access_token":"q1"} eyJa.eyJb.sig',
    );
    for (const secret of ['abc.def-123', 'xyz', 'hunter2', 'q1', 'eyJa'])
      expect(redacted).not.toContain(secret);
  });
});
