import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterScreenShown, screenWaitMaxMs, showOnScreen, whenPageQuiet } from './screenFirst';

// The browser's idle periods, as the test gives them: each waiting callback is handed a deadline
// with the time it says is left, at the clock the test sets.
let clock = 0;
let waiting: ((deadline: IdleDeadline) => void) | undefined;

function idlePeriod(at: number, timeRemaining: number, didTimeout = false) {
  clock = at;
  const callback = waiting;
  waiting = undefined;
  callback?.({ didTimeout, timeRemaining: () => timeRemaining });
}

beforeEach(() => {
  clock = 0;
  waiting = undefined;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => {
    waiting = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {
    waiting = undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenPageQuiet', () => {
  it('runs once the page has had nothing to run for the quiet time: full idle periods back to back', () => {
    const run = vi.fn();
    whenPageQuiet(run, { quietMs: 200 });
    for (const at of [50, 100, 150, 200]) idlePeriod(at, 49);
    expect(run).not.toHaveBeenCalled();
    idlePeriod(250, 49);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet time again after a short idle period or a gap where something ran', () => {
    const run = vi.fn();
    whenPageQuiet(run, { quietMs: 200 });
    idlePeriod(50, 49);
    idlePeriod(100, 49);
    idlePeriod(150, 5); // a frame was due: not quiet
    idlePeriod(200, 49);
    idlePeriod(600, 49); // 400 ms of work in between
    for (const at of [650, 700, 750, 800]) idlePeriod(at, 49);
    expect(run).not.toHaveBeenCalled();
    idlePeriod(850, 49);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the longest wait is over, quiet or not', () => {
    const run = vi.fn();
    whenPageQuiet(run, { maxMs: 5000 });
    idlePeriod(5000, 0, true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once without idle callbacks, and not after a cancel', () => {
    const run = vi.fn();
    const cancel = whenPageQuiet(run);
    cancel();
    for (const at of [50, 100, 150, 200, 250, 300]) idlePeriod(at, 49);
    expect(run).not.toHaveBeenCalled();
    vi.stubGlobal('requestIdleCallback', undefined);
    whenPageQuiet(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterScreenShown', () => {
  const quiet = (from: number) => {
    for (let at = from; at <= from + 250; at += 50) idlePeriod(at, 49);
  };

  it('waits for every element on screen to show its content, then for a quiet page', () => {
    const first = showOnScreen();
    const second = showOnScreen();
    const show = vi.fn();
    afterScreenShown(show);
    quiet(50);
    expect(show).not.toHaveBeenCalled();
    first();
    first();
    quiet(400);
    expect(show).not.toHaveBeenCalled();
    second();
    expect(show).not.toHaveBeenCalled();
    quiet(800);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits again for an element on screen that started while the page was getting quiet', () => {
    const show = vi.fn();
    afterScreenShown(show);
    const late = showOnScreen();
    quiet(50);
    expect(show).not.toHaveBeenCalled();
    late();
    quiet(400);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows after the longest wait when an element on screen never shows its content', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const neverShown = showOnScreen();
      const show = vi.fn();
      afterScreenShown(show);
      vi.advanceTimersByTime(screenWaitMaxMs - 1);
      expect(show).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(show).toHaveBeenCalledTimes(1);
      neverShown();
      quiet(50);
      expect(show).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing once cancelled', () => {
    const onScreen = showOnScreen();
    const show = vi.fn();
    const cancel = afterScreenShown(show);
    cancel();
    onScreen();
    quiet(50);
    expect(show).not.toHaveBeenCalled();
  });
});
