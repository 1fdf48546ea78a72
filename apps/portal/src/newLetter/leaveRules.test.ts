import { describe, expect, it } from 'vitest';
import { leavingPageAsks } from './leaveRules';

describe('leavingPageAsks: where the user goes from a job with audio', () => {
  const job = { hasJob: true, finished: false, hasAudio: true };
  it.each([
    ['a list', '/in-progress', true],
    ['signing out', '/login', false],
    ['staying on the page', '/new-letter', false],
  ])('%s -> %s', (_case, pathname, asks) => {
    expect(leavingPageAsks(pathname, job)).toBe(asks);
  });
  it('lets an empty job go anywhere', () => {
    expect(leavingPageAsks('/in-progress', { ...job, hasAudio: false })).toBe(false);
  });
});
