import { describe, expect, it } from 'vitest';
import { FailureThrottle, GuessGuard, guessLimits } from './throttle';

/** Issue 34, the guard's rules without a server: a clock moved by hand, outcomes settled by hand. */
const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('FailureThrottle', () => {
  it('never lets a failure lift or restart a lockout', () => {
    const time = clock();
    const throttle = new FailureThrottle({ maxFailures: 2, windowMs: 1000, lockoutMs: 10_000 }, time.now);
    throttle.fail('k');
    throttle.fail('k');
    expect(throttle.retryAfterSeconds('k')).toBe(10);
    time.advance(4000);
    throttle.fail('k');
    throttle.fail('k');
    throttle.clear('k');
    expect(throttle.retryAfterSeconds('k')).toBe(6);
    time.advance(6000);
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });
});

describe('GuessGuard', () => {
  const admitted = (guard: GuessGuard, user: string, address: string) => {
    const admission = guard.admit(user, address);
    if (!admission.admitted) throw new Error(`refused ${user} from ${address}`);
    return admission;
  };

  it('counts an attempt when it is let in, so attempts in flight cannot pass the limit', () => {
    const guard = new GuessGuard(clock().now);
    const first = Array.from({ length: 5 }, () => admitted(guard, 'u', 'a'));
    expect(guard.admit('u', 'a')).toEqual({ admitted: false, retryAfterSeconds: 1 });
    for (const attempt of first) attempt.settle('wrong');
    expect(guard.admit('u', 'a')).toEqual({ admitted: false, retryAfterSeconds: 15 * 60 });
  });

  it('keeps the lock when a right guess let in before it settles after it', () => {
    const guard = new GuessGuard(clock().now);
    const right = admitted(guard, 'u', 'a');
    for (let i = 0; i < 4; i += 1) admitted(guard, 'u', 'a').settle('wrong');
    // 4 failures and the right one in flight: the limit is reached until it settles.
    expect(guard.admit('u', 'a').admitted).toBe(false);
    right.settle('right');
    expect(guard.admit('u', 'a').admitted).toBe(true);
  });

  it('slows, never locks, an address guessing many users: 250 ms doubling to 8 s, 8 waiting at most', () => {
    const guard = new GuessGuard(clock().now);
    for (let i = 0; i < 20; i += 1) admitted(guard, `name${i}`, 'nat').settle('wrong');
    const delays = [];
    for (let i = 20; i < 27; i += 1) {
      const attempt = admitted(guard, `name${i}`, 'nat');
      delays.push(attempt.delayMs);
      attempt.settle('wrong');
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
    const waiting = Array.from({ length: guessLimits.maxWaiting }, (_, i) => admitted(guard, `x${i}`, 'nat'));
    expect(guard.admit('someone', 'nat')).toEqual({ admitted: false, retryAfterSeconds: 8 });
    waiting[0]!.settle('right');
    const colleague = admitted(guard, 'someone', 'nat');
    expect(colleague.delayMs).toBe(8000);
    // Another address is not slowed by it.
    expect(admitted(guard, 'someone', 'elsewhere').delayMs).toBe(0);
  });

  it("slows a user's sign-in from elsewhere after 5 wrong guesses spread over addresses, and a right one ends it", () => {
    const guard = new GuessGuard(clock().now);
    for (let i = 0; i < 5; i += 1) admitted(guard, 'u', `10.0.0.${i}`).settle('wrong');
    const slowed = admitted(guard, 'u', '10.0.1.1');
    expect(slowed.delayMs).toBe(250);
    slowed.settle('right');
    expect(admitted(guard, 'u', '10.0.1.2').delayMs).toBe(0);
  });

  it('forgets the counts once the window has passed', () => {
    const time = clock();
    const guard = new GuessGuard(time.now);
    for (let i = 0; i < 4; i += 1) admitted(guard, 'u', 'a').settle('wrong');
    time.advance(15 * 60_000);
    for (let i = 0; i < 4; i += 1) admitted(guard, 'u', 'a').settle('wrong');
    expect(guard.admit('u', 'a').admitted).toBe(true);
  });
});
