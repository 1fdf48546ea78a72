import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingPauseMs, useWhenTypingPauses } from './typingPause';

describe('useWhenTypingPauses', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at once when the text was left alone, and waits while the user types', () => {
    const { result } = renderHook(() => useWhenTypingPauses());
    const show = vi.fn();
    act(() => result.current.whenPaused(show));
    expect(show).toHaveBeenCalledOnce();

    const held = vi.fn();
    act(() => {
      result.current.edited();
      result.current.whenPaused(held);
    });
    // Still typing: each key holds it a pause longer.
    for (let key = 0; key < 5; key++) {
      act(() => {
        vi.advanceTimersByTime(typingPauseMs / 2);
        result.current.edited();
      });
    }
    expect(held).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(typingPauseMs - 1));
    expect(held).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(held).toHaveBeenCalledOnce();
  });

  it('shows nothing once the page has gone', () => {
    const { result, unmount } = renderHook(() => useWhenTypingPauses());
    const show = vi.fn();
    act(() => {
      result.current.edited();
      result.current.whenPaused(show);
    });
    unmount();
    vi.advanceTimersByTime(typingPauseMs * 2);
    expect(show).not.toHaveBeenCalled();
  });
});
