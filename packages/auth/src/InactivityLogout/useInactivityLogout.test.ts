import { createMemoryStorage, createSharedActivity, reportActivity } from '@dictation/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityLogout } from './useInactivityLogout';

describe('useInactivityLogout', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
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
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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

  it('is due to warn in the last minute; "Stay signed in" ends the warning and the full time starts again', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivityLogout({ timeoutSeconds: 600, onTimeout }));
    expect(result.current.deadline).toBeNull();
    act(() => vi.advanceTimersByTime(540_000));
    expect(result.current.deadline).toBe(1_000_000 + 600_000);
    act(() => result.current.stay());
    expect(result.current.deadline).toBeNull();
    act(() => vi.advanceTimersByTime(599_999));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('a pedal press, recording or playback keeps the session without the mouse or keyboard', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityLogout({ timeoutSeconds: 30, onTimeout }));
    for (let second = 0; second < 120; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      reportActivity('pedal');
    }
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("counts the sign-in's other tabs through the shared activity", () => {
    const onTimeout = vi.fn();
    const storage = createMemoryStorage();
    const otherTab = createSharedActivity(storage, 'activity');
    const shared = createSharedActivity(storage, 'activity');
    const { result } = renderHook(() => useInactivityLogout({ timeoutSeconds: 30, onTimeout, shared }));
    act(() => vi.advanceTimersByTime(10_000));
    otherTab.write(Date.now());
    act(() => vi.advanceTimersByTime(29_999));
    expect(onTimeout).not.toHaveBeenCalled();
    expect(result.current.deadline).toBe(1_010_000 + 30_000);
  });
});
