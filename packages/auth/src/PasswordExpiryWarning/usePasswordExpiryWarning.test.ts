import { createAccountStorage, createMemoryStorage } from '@dictation/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePasswordExpiryWarning } from './usePasswordExpiryWarning';

describe('usePasswordExpiryWarning', () => {
  it('warns once when 7 days or fewer remain, not again on the same day', () => {
    const notify = vi.fn();
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
    renderHook(() => usePasswordExpiryWarning({ daysLeft: 3, storage, notify }));
    renderHook(() => usePasswordExpiryWarning({ daysLeft: 3, storage, notify }));
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'warning',
        message: 'Your password will soon expire',
        durationMs: 30000,
      }),
    );
  });

  it('stays silent while the days are loading or far away', () => {
    const notify = vi.fn();
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
    renderHook(() => usePasswordExpiryWarning({ daysLeft: undefined, storage, notify }));
    renderHook(() => usePasswordExpiryWarning({ daysLeft: 30, storage, notify }));
    renderHook(() => usePasswordExpiryWarning({ daysLeft: null, storage, notify }));
    expect(notify).not.toHaveBeenCalled();
  });
});
