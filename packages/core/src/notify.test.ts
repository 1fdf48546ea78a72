import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureNotice } from './notify';

const http = (status: number, statusText: string, body: string) =>
  new ApiError({ kind: 'http', status, statusText, body }, statusText, 'letters.create');

describe('failureNotice: the spec 000 section 8 toasts, never a bare status text', () => {
  it('a 400 says the catalogue words, with the server text under them', () => {
    const refused = http(400, 'Bad Request', 'Please fill the required fields');
    expect(failureNotice(refused)).toEqual({
      kind: 'error',
      message: 'Oops, something went wrong. Please try again later',
      description: 'Please fill the required fields',
      durationMs: 10000,
      cause: refused,
    });
    const silent = http(400, 'Bad Request', '');
    expect(failureNotice(silent)).toEqual({
      kind: 'error',
      message: 'Oops, something went wrong. Please try again later',
      durationMs: 10000,
      cause: silent,
    });
  });

  it('a 5xx says "Server error", without the server body', () => {
    const notice = failureNotice(http(500, 'Internal Server Error', 'SqliteError at line 3'));
    expect(notice.message).toBe('Server error. Please try again later');
    expect(notice.description).toBeUndefined();
  });

  it('offline says the connection is lost; anything else shows its own message', () => {
    expect(
      failureNotice(new ApiError({ kind: 'network' }, 'Failed to fetch', 'letters.create')).message,
    ).toBe('Internet connection lost');
    const unplugged = new Error('Microphone unplugged');
    expect(failureNotice(unplugged, 4000)).toEqual({
      kind: 'error',
      message: 'Microphone unplugged',
      durationMs: 4000,
      cause: unplugged,
    });
  });
});
