import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import type { LogEntry } from '../api/miscApi';
import { ApiError } from '../errors';
import { fakeFetch, text } from '../test/fakeFetch';
import { createLogger, type LoggerOptions } from './logger';

const refused = (endpoint: string, status = 400) =>
  new ApiError({ kind: 'http', status, statusText: 'Bad Request', body: '' }, 'Bad Request', endpoint);

/** A logger whose posts are recorded; each post's content read back as its JSON entries. */
function recordedLogger(options: Partial<LoggerOptions> = {}) {
  const posts: { entry: LogEntry; options: { keepalive?: boolean } | undefined }[] = [];
  const post = vi.fn(async (entry: LogEntry, postOptions?: { keepalive?: boolean }) => {
    posts.push({ entry, options: postOptions });
  });
  const logger = createLogger({ post, batchDelayMs: 1000, windowMs: 60_000, maxPerWindow: 3, ...options });
  const entries = () => posts.map(({ entry }) => entry.content.split('\n').map((line) => JSON.parse(line)));
  return { logger, post, posts, entries };
}

beforeEach(() => {
  vi.useFakeTimers();
});

/**
 * Ten minutes on: every batch and window of the logger is due. Not `runAllTimers`: the unit
 * project shares one window per worker, where another file's repeating timer would make "all"
 * endless (CI met "Aborting after running 10000 timers").
 */
const tenMinutesLater = () => vi.advanceTimersByTimeAsync(10 * 60_000);
afterEach(() => {
  vi.useRealTimers();
});

describe('the logger queue', () => {
  it('posts {source Front-End, type 3, content} to /api/logger', async () => {
    const { fetch, requests } = fakeFetch(text('', 200));
    const api = createApiClient({ baseUrl: '', clientId: 'c', fetch });
    const logger = createLogger({ post: (entry, options) => api.log.post(entry, options) });
    logger.report({
      error: refused('letters.complete'),
      message: 'Oops, something went wrong. Please try again later',
    });
    await tenMinutesLater();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/logger');
    const body = JSON.parse(String(requests[0]?.body));
    expect(body).toMatchObject({ source: 'Front-End', type: 3 });
    expect(JSON.parse(body.content)).toEqual({
      kind: 'http',
      status: 400,
      endpoint: 'PUT author/letters/complete',
      message: 'Oops, something went wrong. Please try again later',
    });
  });

  it('batches: entries of a short while go in one request', async () => {
    const { logger, post, entries } = recordedLogger();
    logger.report({ message: 'Failed to save file' });
    await vi.advanceTimersByTimeAsync(500);
    logger.report({ error: refused('letters.patch') });
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(1);
    expect(entries()[0]).toHaveLength(2);
  });

  it('collapses duplicates: one entry with a count, the repeats after it sent when the window ends', async () => {
    const { logger, entries } = recordedLogger();
    const saveRefused = () => logger.report({ error: refused('documents.patch'), action: 'letter-save' });
    saveRefused();
    saveRefused();
    await vi.advanceTimersByTimeAsync(1000);
    expect(entries()).toEqual([
      [expect.objectContaining({ endpoint: 'PUT author/documents-patch/update', count: 2 })],
    ]);
    for (let repeat = 0; repeat < 5; repeat += 1) saveRefused();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(entries()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(entries()).toHaveLength(2);
    expect(entries()[1]).toEqual([expect.objectContaining({ action: 'letter-save', count: 5 })]);
  });

  it('rate-limits: past maxPerWindow different entries, only their number is sent, after the window', async () => {
    const { logger, post, entries } = recordedLogger();
    for (const action of ['a', 'b', 'c', 'd', 'e']) logger.report({ message: 'Failed to save file', action });
    await vi.advanceTimersByTimeAsync(1000);
    expect(entries()[0]?.map((entry: { action: string }) => entry.action)).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(entries()[1]).toEqual([{ kind: 'dropped', count: 2 }]);
    logger.report({ message: 'Failed to save file', action: 'f' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(entries()[2]).toEqual([expect.objectContaining({ action: 'f' })]);
  });

  it('flushes at pagehide with keepalive, repeats included, so a closing page still sends', () => {
    const page = new EventTarget();
    const { logger, posts, entries } = recordedLogger({ pageEvents: page });
    logger.report({ message: 'Internet connection lost' });
    logger.flush();
    logger.report({ message: 'Internet connection lost' });
    logger.report({ message: 'Internet connection lost' });
    logger.report({ message: 'Server error. Please try again later' });
    page.dispatchEvent(new Event('pagehide'));
    expect(posts[1]?.options).toEqual({ keepalive: true });
    expect(entries()[1]).toEqual([
      { kind: 'notice', message: 'Server error. Please try again later' },
      { kind: 'notice', message: 'Internet connection lost', count: 2 },
    ]);
    logger.dispose();
    logger.report({ message: 'Server error. Please try again later' });
    page.dispatchEvent(new Event('pagehide'));
    expect(posts).toHaveLength(2);
  });
});

describe('the logger never loops', () => {
  it('a failure of its own call is never logged', async () => {
    const { logger, post } = recordedLogger();
    logger.log(new ApiError({ kind: 'network' }, 'Failed to fetch', 'log.post'));
    logger.report({ error: refused('log.post', 500), message: 'Server error. Please try again later' });
    await tenMinutesLater();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the logger endpoint answers 500: no retry, no entry about it, one try per window', async () => {
    const { fetch, requests } = fakeFetch(text('down', 500, 'Internal Server Error'));
    const api = createApiClient({ baseUrl: '', clientId: 'c', fetch });
    const logger = createLogger({
      post: (entry, options) => api.log.post(entry, options),
      batchDelayMs: 1000,
      windowMs: 60_000,
    });
    logger.report({ message: 'Failed to save file' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
    logger.report({ message: 'Failed to create job' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(requests).toHaveLength(2);
    const contents = requests.map((request) => JSON.parse(String(request.body)).content as string);
    expect(contents.join('\n')).not.toMatch(/logger|Internal Server Error|down/);
    await tenMinutesLater();
    expect(requests).toHaveLength(2);
  });

  it('never throws, whether post throws, rejects or the value cannot be read', () => {
    const throwing = createLogger({
      post: () => {
        throw new Error('boom');
      },
    });
    expect(() => throwing.log('x')).not.toThrow();
    expect(() => throwing.flush()).not.toThrow();
    const rejecting = createLogger({ post: () => Promise.reject(new Error('offline')) });
    const hostile = {
      get message() {
        throw new Error('no');
      },
    };
    expect(() => rejecting.report(hostile as never)).not.toThrow();
    expect(() => rejecting.flush()).not.toThrow();
  });
});
