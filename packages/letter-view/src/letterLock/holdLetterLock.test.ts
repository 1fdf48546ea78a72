import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLetterLock, lockExtensionIntervalMs } from './holdLetterLock';
import { createLockHolderId } from './lockHolderId';

function fakeApi() {
  return { elongate: vi.fn(async () => {}), unlock: vi.fn(async () => {}) };
}

describe('holdLetterLock (spec 001 section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('extends the lock every 180000 ms while the letter is open', async () => {
    const api = fakeApi();
    const lock = holdLetterLock({ letterId: 7, api });
    await vi.advanceTimersByTimeAsync(lockExtensionIntervalMs - 1);
    expect(api.elongate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.elongate).toHaveBeenCalledWith(7, {});
    await vi.advanceTimersByTimeAsync(2 * lockExtensionIntervalMs);
    expect(api.elongate).toHaveBeenCalledTimes(3);
    lock.release();
  });

  it('releases once on leaving and stops extending', async () => {
    const api = fakeApi();
    const lock = holdLetterLock({ letterId: 7, api });
    lock.release({ keepalive: true });
    lock.release();
    expect(api.unlock).toHaveBeenCalledTimes(1);
    expect(api.unlock).toHaveBeenCalledWith(7, { keepalive: true });
    await vi.advanceTimersByTimeAsync(10 * lockExtensionIntervalMs);
    expect(api.elongate).not.toHaveBeenCalled();
  });

  it('names its opening when extending and releasing, so only its own hold ends (issue 34)', async () => {
    const api = fakeApi();
    const lock = holdLetterLock({ letterId: 7, api, lockHolderId: 'tab-a' });
    await vi.advanceTimersByTimeAsync(lockExtensionIntervalMs);
    lock.release({ keepalive: true });
    expect(api.elongate).toHaveBeenCalledWith(7, { lockHolderId: 'tab-a' });
    expect(api.unlock).toHaveBeenCalledWith(7, { lockHolderId: 'tab-a', keepalive: true });
  });

  it('two openings have two names', () => {
    expect(createLockHolderId()).toMatch(/^[0-9a-f]{32}$/);
    expect(createLockHolderId()).not.toBe(createLockHolderId());
  });

  it('does not release a letter that is being completed', () => {
    const api = fakeApi();
    const lock = holdLetterLock({ letterId: 7, api });
    lock.completing();
    lock.release();
    expect(api.unlock).not.toHaveBeenCalled();
  });

  it('reports a failed extension, and a failed release never throws', async () => {
    const api = fakeApi();
    const lost = new Error('You do not hold the lock on this letter');
    api.elongate.mockRejectedValueOnce(lost);
    api.unlock.mockRejectedValueOnce(new Error('offline'));
    const onExtensionFailed = vi.fn();
    const lock = holdLetterLock({ letterId: 7, api, intervalMs: 1000, onExtensionFailed });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onExtensionFailed).toHaveBeenCalledWith(lost);
    expect(() => lock.release()).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
  });
});
