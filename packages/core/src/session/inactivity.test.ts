import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTracker, inactivityTimeoutSeconds } from './inactivity';

describe('inactivity timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes from the profile, default 600 s', () => {
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: 900 })).toBe(900);
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: null })).toBe(600);
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: 0 })).toBe(600);
    expect(inactivityTimeoutSeconds(undefined)).toBe(600);
  });

  it('times out after the timeout without activity', () => {
    const onTimeout = vi.fn();
    createInactivityTracker({ target: new EventTarget(), timeoutSeconds: 600, onTimeout });
    vi.advanceTimersByTime(599_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity on the injected target postpones the timeout', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    createInactivityTracker({ target, timeoutSeconds: 60, onTimeout });
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('uses the injected clock', () => {
    let clock = 0;
    const onTimeout = vi.fn();
    const tracker = createInactivityTracker({
      target: new EventTarget(),
      timeoutSeconds: 10,
      onTimeout,
      now: () => clock,
    });
    clock = 9_000;
    tracker.touch();
    expect(tracker.lastActivity()).toBe(9_000);
    clock = 10_000;
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const onTimeout = vi.fn();
    const tracker = createInactivityTracker({ target: new EventTarget(), timeoutSeconds: 1, onTimeout });
    tracker.stop();
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
