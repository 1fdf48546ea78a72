import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilRefreshSent } from './untilRefreshSent';

/** A session whose refresh goes out when the test says. */
function refreshGoingOut() {
  let sent = () => {};
  const refreshSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  return { session: { refreshSent: () => refreshSent }, sent: () => sent() };
}

/** Whether `promise` has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('untilRefreshSent (issue 33)', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves once the refresh has been sent', async () => {
    vi.useFakeTimers();
    const { session, sent } = refreshGoingOut();
    const waiting = untilRefreshSent(session, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(waiting)).toBe(false);
    sent();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after its time when the refresh cannot go out (another tab holds its lock)', async () => {
    vi.useFakeTimers();
    const waiting = untilRefreshSent(refreshGoingOut().session, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once with no refresh in flight', async () => {
    vi.useFakeTimers();
    expect(await settled(untilRefreshSent({ refreshSent: () => Promise.resolve() }))).toBe(true);
  });
});
