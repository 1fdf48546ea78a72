import { describe, expect, it } from 'vitest';
import { leavingPageAsks } from './leaveRules';

describe('leavingPageAsks: where the user goes from a job with audio', () => {
  it.each([
    ['a list', '/in-progress', true],
    ['signing out', '/login', false],
    ['staying on the page', '/new-letter', false],
  ])('%s -> %s', (_case, pathname, asks) => {
    expect(leavingPageAsks(pathname, true)).toBe(asks);
  });
  it('lets a job that does not hold the user back go anywhere', () => {
    expect(leavingPageAsks('/in-progress', false)).toBe(false);
  });
});
