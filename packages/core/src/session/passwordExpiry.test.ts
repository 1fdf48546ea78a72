import { describe, expect, it, vi } from 'vitest';
import { createAccountStorage } from '../storage/accountStorage';
import { createMemoryStorage } from '../storage/storageLike';
import { shouldWarnPasswordExpiry, warnPasswordExpiry } from './passwordExpiry';

const day = 24 * 60 * 60 * 1000;
const monday = new Date(2026, 10, 23, 9, 0).getTime();

describe('password expiry warning', () => {
  it('warns at 7 days or fewer, not at 8 or unknown', () => {
    expect(shouldWarnPasswordExpiry(7, null, monday)).toBe(true);
    expect(shouldWarnPasswordExpiry(0, null, monday)).toBe(true);
    expect(shouldWarnPasswordExpiry(8, null, monday)).toBe(false);
    expect(shouldWarnPasswordExpiry(null, null, monday)).toBe(false);
  });

  it('warns at most once per day', () => {
    expect(shouldWarnPasswordExpiry(3, monday, monday + 5 * 60 * 60 * 1000)).toBe(false);
    expect(shouldWarnPasswordExpiry(3, monday, monday + day)).toBe(true);
  });

  it('shows "Your password will soon expire" for 30 s, once a day', () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
    const notify = vi.fn();
    let now = monday;
    expect(warnPasswordExpiry(5, { storage, notify, now: () => now })).toBe(true);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'warning',
        message: 'Your password will soon expire',
        durationMs: 30_000,
      }),
    );
    now += 60_000;
    expect(warnPasswordExpiry(5, { storage, notify, now: () => now })).toBe(false);
    now += day;
    expect(warnPasswordExpiry(4, { storage, notify, now: () => now })).toBe(true);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
