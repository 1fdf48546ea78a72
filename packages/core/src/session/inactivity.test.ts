import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityBus } from '../activity/activityBus';
import { createSharedActivity } from '../activity/sharedActivity';
import { createMemoryStorage } from '../storage/storageLike';
import {
  createInactivityTracker,
  type InactivityTrackerOptions,
  inactivityTimeoutSeconds,
  inactivityWarningSeconds,
} from './inactivity';

describe('inactivity timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes from the profile, default 600 s', () => {
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: 900 })).toBe(900);
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: null })).toBe(600);
    expect(inactivityTimeoutSeconds({ inactivityTimeoutSeconds: 0 })).toBe(600);
    expect(inactivityTimeoutSeconds(undefined)).toBe(600);
  });

  it('warns in the last minute, or the second half of a short timeout', () => {
    expect(inactivityWarningSeconds(600)).toBe(60);
    expect(inactivityWarningSeconds(120)).toBe(60);
    expect(inactivityWarningSeconds(30)).toBe(15);
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

  it('text typed without a key (speech recognition software) counts', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    createInactivityTracker({ target, timeoutSeconds: 60, onTimeout });
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('input'));
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).not.toHaveBeenCalled();
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
    const bus = createActivityBus();
    const tracker = createInactivityTracker({
      target: new EventTarget(),
      timeoutSeconds: 1,
      onTimeout,
      activity: bus,
    });
    tracker.stop();
    bus.report('pedal');
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('hands-free activity (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pedal press, a recording or playback that touch nothing on the page keep the session', () => {
    const bus = createActivityBus();
    const onTimeout = vi.fn();
    createInactivityTracker({ target: new EventTarget(), timeoutSeconds: 60, onTimeout, activity: bus });
    // Ten minutes of dictation: the recorder reports as it records, nothing else happens.
    for (let second = 0; second < 600; second += 1) {
      vi.advanceTimersByTime(1000);
      bus.report(second === 0 ? 'pedal' : 'recording');
    }
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('the warning before the sign-out', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  const track = (extra: Partial<InactivityTrackerOptions> = {}) => {
    const target = new EventTarget();
    const bus = createActivityBus();
    const calls = { onTimeout: vi.fn(), onWarning: vi.fn(), onWarningEnd: vi.fn() };
    const tracker = createInactivityTracker({
      target,
      timeoutSeconds: 600,
      warningSeconds: 60,
      activity: bus,
      ...calls,
      ...extra,
    });
    return { target, bus, tracker, ...calls };
  };

  it('comes with the time of the sign-out, which follows unless the user stays', () => {
    const { onWarning, onTimeout } = track();
    vi.advanceTimersByTime(539_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledExactlyOnceWith(1_000_000 + 600_000);
    vi.advanceTimersByTime(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
  });

  it('"Stay signed in" (touch) ends it and starts the full time again', () => {
    const { tracker, onWarningEnd, onTimeout, onWarning } = track();
    vi.advanceTimersByTime(570_000);
    tracker.touch();
    expect(onWarningEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(539_999);
    expect(onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('a mouse moved on the page does not answer it; a pedal press does', () => {
    const { target, bus, onWarningEnd, onTimeout } = track();
    vi.advanceTimersByTime(570_000);
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(1000);
    expect(onWarningEnd).not.toHaveBeenCalled();
    bus.report('pedal');
    expect(onWarningEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('activity shared by the tabs of a sign-in', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  const twoTabs = () => {
    const storage = createMemoryStorage();
    const tab = () => {
      const target = new EventTarget();
      const calls = { onTimeout: vi.fn(), onWarning: vi.fn(), onWarningEnd: vi.fn() };
      const tracker = createInactivityTracker({
        target,
        timeoutSeconds: 600,
        warningSeconds: 60,
        activity: createActivityBus(),
        shared: createSharedActivity(storage, 'activity'),
        ...calls,
      });
      return { target, tracker, ...calls };
    };
    return { dictating: tab(), idle: tab() };
  };

  it('an idle tab is not signed out while the user works in another', () => {
    const { dictating, idle } = twoTabs();
    for (let minute = 0; minute < 30; minute += 1) {
      vi.advanceTimersByTime(60_000);
      dictating.target.dispatchEvent(new Event('keydown'));
    }
    expect(idle.onWarning).not.toHaveBeenCalled();
    expect(idle.onTimeout).not.toHaveBeenCalled();
  });

  it('the last moment of a burst reaches the other tabs too', () => {
    const { dictating, idle } = twoTabs();
    vi.advanceTimersByTime(100_000);
    dictating.target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(500);
    // Within a second of the last write: held back, then written once the second is over.
    dictating.target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(600_000 - 1000 - 1);
    expect(idle.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('"Stay signed in" in one tab ends the warning in the others', () => {
    const { dictating, idle } = twoTabs();
    vi.advanceTimersByTime(550_000);
    expect(idle.onWarning).toHaveBeenCalledTimes(1);
    expect(dictating.onWarning).toHaveBeenCalledTimes(1);
    dictating.tracker.touch();
    expect(dictating.onWarningEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(idle.onWarningEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100_000);
    expect(idle.onTimeout).not.toHaveBeenCalled();
  });
});
