import { describe, expect, it } from 'vitest';
import { listAfterConflict } from './conflictReturn';

describe('listAfterConflict (spec 001 section 8: 409 returns to the list)', () => {
  it.each([
    ['/in-progress/letter/12', '/in-progress'],
    ['/completed/letter/12', '/completed'],
    ['/new-letter', '/in-progress'],
    ['/settings', '/in-progress'],
    ['/in-progress', null],
    ['/completed', null],
    ['/login', null],
  ])('%s -> %s', (pathname, list) => {
    expect(listAfterConflict(pathname)).toBe(list);
  });
});
