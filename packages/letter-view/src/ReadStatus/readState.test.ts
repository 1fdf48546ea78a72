import { ApiError } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { readStateOf, readStateOfBoth } from './readState';

const malformed = new ApiError(
  { kind: 'malformed', status: 200, issues: ['0.id: expected number'] },
  'Oops, something went wrong. Please try again later',
  'letters.history',
);

describe('readStateOf', () => {
  it.each([
    ['nothing yet', { data: undefined, error: undefined, isValidating: true }, { kind: 'loading' }],
    ['an answer', { data: [], error: undefined, isValidating: false }, { kind: 'loaded', data: [] }],
    [
      'an answer being read again',
      { data: [1], error: undefined, isValidating: true },
      { kind: 'loaded', data: [1] },
    ],
    [
      'a malformed answer (rejected by the schema)',
      { data: undefined, error: malformed, isValidating: false },
      { kind: 'failed', message: 'Oops, something went wrong. Please try again later' },
    ],
    ['a failure tried again', { data: undefined, error: malformed, isValidating: true }, { kind: 'loading' }],
    [
      'a rejection that is not an Error',
      { data: undefined, error: 'offline', isValidating: false },
      { kind: 'failed', message: 'offline' },
    ],
  ])('%s', (_, answer, state) => {
    expect(readStateOf(answer)).toEqual(state);
  });
});

describe('readStateOfBoth', () => {
  const loaded = <T>(data: T) => ({ kind: 'loaded', data }) as const;
  const loading = { kind: 'loading' } as const;
  const failed = (message: string) => ({ kind: 'failed', message }) as const;

  it.each([
    ['both in', loaded(1), loaded('a'), loaded([1, 'a'])],
    ['the first still loading', loading, loaded('a'), loading],
    ['the second still loading', loaded(1), loading, loading],
    ['the first failed while the second loads', failed('offline'), loading, failed('offline')],
    ['the second failed', loaded(1), failed('Failed to fetch'), failed('Failed to fetch')],
    ['both failed: the first is said', failed('offline'), failed('Failed to fetch'), failed('offline')],
  ] as const)('%s', (_case, first, second, expected) => {
    expect(readStateOfBoth<unknown, unknown>(first, second)).toEqual(expected);
  });
});
