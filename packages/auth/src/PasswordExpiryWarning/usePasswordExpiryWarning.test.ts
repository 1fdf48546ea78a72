import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shouldWarnPasswordExpiry } from './passwordExpiryRule';
import { usePasswordExpiryWarning } from './usePasswordExpiryWarning';

describe('shouldWarnPasswordExpiry', () => {
  it('warns at 7 days or fewer', () => {
    expect(shouldWarnPasswordExpiry(7, null, '2026-11-22')).toBe(true);
    expect(shouldWarnPasswordExpiry(0, null, '2026-11-22')).toBe(true);
    expect(shouldWarnPasswordExpiry(8, null, '2026-11-22')).toBe(false);
  });
  it('does not warn without an expiry', () => {
    expect(shouldWarnPasswordExpiry(null, null, '2026-11-22')).toBe(false);
    expect(shouldWarnPasswordExpiry(undefined, null, '2026-11-22')).toBe(false);
  });
  it('warns at most once per day', () => {
    expect(shouldWarnPasswordExpiry(3, '2026-11-22', '2026-11-22')).toBe(false);
    expect(shouldWarnPasswordExpiry(3, '2026-11-21', '2026-11-22')).toBe(true);
  });
});

describe('usePasswordExpiryWarning', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
  };

  it('shows the warning for 30 s once, then not again the same day', () => {
    const notify = vi.fn();
    const store = storage();
    const now = () => new Date(2026, 10, 22, 9, 0);
    const options = { daysLeft: 3, storageKey: 'expiry:1', storage: store, notify, now };
    renderHook(() => usePasswordExpiryWarning(options));
    renderHook(() => usePasswordExpiryWarning(options));
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'warning',
        message: 'Your password will soon expire',
        durationMs: 30000,
      }),
    );
  });

  it('warns again the next day', () => {
    const notify = vi.fn();
    const store = storage();
    renderHook(() =>
      usePasswordExpiryWarning({
        daysLeft: 2,
        storageKey: 'k',
        storage: store,
        notify,
        now: () => new Date(2026, 10, 22),
      }),
    );
    renderHook(() =>
      usePasswordExpiryWarning({
        daysLeft: 2,
        storageKey: 'k',
        storage: store,
        notify,
        now: () => new Date(2026, 10, 23),
      }),
    );
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
