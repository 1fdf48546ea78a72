import { ApiError, type LetterMetadata } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { openingOfAnswer, openingOfError } from './letterOpening';

const http = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, statusText: 'x', body: message }, message, 'letters.metadataWithLock');

describe('opening a letter (spec 001 sections 4, 6, 8)', () => {
  it('opens a letter and goes back to the list for empty data', () => {
    const letter = { id: 1046 } as LetterMetadata;
    expect(openingOfAnswer(letter)).toEqual({ kind: 'open', letter });
    expect(openingOfAnswer({})).toEqual({ kind: 'leave' });
  });

  it.each([
    [
      http(400, 'This letter is autolocked by PATEL, Sam'),
      { kind: 'leave', message: 'This letter is autolocked by PATEL, Sam' },
    ],
    [new ApiError({ kind: 'conflict', status: 409, body: '' }, 'Conflict', 'x'), { kind: 'leave' }],
    [http(404, 'Not Found'), { kind: 'notFound' }],
    [new ApiError({ kind: 'unauthorized', status: 401 }, 'Unauthorized', 'x'), { kind: 'signedOut' }],
    [http(500, 'Internal Server Error - boom'), { kind: 'failed', message: 'Internal Server Error - boom' }],
    [http(400, 'Bad Request'), { kind: 'failed', message: 'Bad Request' }],
    [new TypeError('Failed to fetch'), { kind: 'failed', message: 'Failed to fetch' }],
  ])('%s', (error, expected) => {
    expect(openingOfError(error)).toEqual(expected);
  });
});
