import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityLogout } from './useInactivityLogout';

describe('useInactivityLogout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs out after the profile timeout without activity', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityLogout({ timeoutSeconds: 30, onTimeout }));
    vi.advanceTimersByTime(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('starts again on every activity', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityLogout({ timeoutSeconds: 30, onTimeout }));
    vi.advanceTimersByTime(20_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(20_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('falls back to 600 s without a usable timeout', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityLogout({ timeoutSeconds: 0, onTimeout }));
    vi.advanceTimersByTime(599_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled (signed out)', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityLogout({ timeoutSeconds: 1, onTimeout, enabled: false }));
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stops when unmounted', () => {
    const onTimeout = vi.fn();
    const { unmount } = renderHook(() => useInactivityLogout({ timeoutSeconds: 1, onTimeout }));
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
