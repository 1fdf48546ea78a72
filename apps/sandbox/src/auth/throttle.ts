import type { FastifyReply } from 'fastify';

/**
 * Counts of failures (wrong passwords, wrong reset codes, log lines, reset mails) per key in
 * memory. After `maxFailures` within `windowMs` the key is locked out for `lockoutMs`.
 *
 * In memory rather than `@fastify/rate-limit`: that plugin counts requests, not failures, and
 * knows nothing of the user name inside a form; the sandbox is one process, so a Map is enough.
 */
export interface ThrottleLimits {
  maxFailures: number;
  windowMs: number;
  lockoutMs: number;
}

interface Entry {
  failures: number;
  firstFailure: number;
  lockedUntil: number;
}

/** Entries kept before old ones are dropped, so that a spray of names cannot grow a map without end. */
const maxEntries = 10_000;

export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not locked out. */
  retryAfterSeconds(key: string): number {
    const entry = this.entries.get(key);
    const left = entry ? entry.lockedUntil - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** Failures of `key` in its current window (0 once the window has passed). */
  failures(key: string): number {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.firstFailure < this.limits.windowMs ? entry.failures : 0;
  }

  /**
   * Counts a failure. A key that is locked stays locked until its lockout ends: a failure that
   * lands meanwhile (an attempt let in just before the lock) neither lifts nor restarts it.
   */
  fail(key: string): void {
    const now = this.now();
    const current = this.entries.get(key);
    if (current && current.lockedUntil > now) return;
    const entry =
      current && now - current.firstFailure < this.limits.windowMs
        ? current
        : { failures: 0, firstFailure: now, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.limits.maxFailures) {
      entry.lockedUntil = now + this.limits.lockoutMs;
      entry.failures = 0;
      entry.firstFailure = now;
    }
    this.entries.set(key, entry);
    if (this.entries.size > maxEntries) this.prune(now);
  }

  /** Forgets the failures of `key`, unless it is locked out (a lockout always runs its course). */
  clear(key: string): void {
    if (this.retryAfterSeconds(key) === 0) this.entries.delete(key);
  }

  clearAll(): void {
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries)
      if (entry.lockedUntil <= now && now - entry.firstFailure >= this.limits.windowMs)
        this.entries.delete(key);
  }
}

/**
 * How guesses are throttled (docs/wire-contract.md, OAuth; apps/sandbox/README.md, Safety):
 * - the pair of a user (name or id) and the caller's address is locked out after `pairLimits`
 *   wrong guesses, the right one included: one address cannot keep guessing one user's password;
 * - a user's wrong guesses from every address, and an address's wrong guesses for every user
 *   (made-up names included), do not lock anyone out: past `slowDownAfter` they slow each later
 *   attempt of that user or from that address (`firstDelayMs`, doubling, at most `maxDelayMs`),
 *   with at most `maxWaiting` slowed attempts at a time. So the people behind a hospital's one
 *   address still sign in while someone there guesses, and a guesser spread over many addresses
 *   gets about one guess a `maxDelayMs` per user.
 */
export interface GuessLimits {
  pair: ThrottleLimits;
  slowDownAfter: { user: number; address: number };
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
  maxWaiting: number;
}

export const guessLimits: GuessLimits = {
  pair: { maxFailures: 5, windowMs: 15 * 60_000, lockoutMs: 15 * 60_000 },
  slowDownAfter: { user: 5, address: 20 },
  windowMs: 15 * 60_000,
  firstDelayMs: 250,
  maxDelayMs: 8000,
  maxWaiting: 8,
};

/** What became of an attempt: checked and right or wrong, or not checked at all (the server was busy). */
export type GuessOutcome = 'right' | 'wrong' | 'unchecked';

export type Admission =
  | { admitted: false; retryAfterSeconds: number }
  | {
      admitted: true;
      /** How long to wait before checking the guess (0: at once). */
      delayMs: number;
      /** Call once when the attempt is over. */
      settle(outcome: GuessOutcome): void;
    };

/** Wrong guesses of one dimension (users or addresses), and how many slowed attempts are waiting. */
class SlowDown {
  private readonly counts: FailureThrottle;
  private readonly waiting = new Map<string, number>();

  constructor(
    private readonly after: number,
    private readonly limits: GuessLimits,
    now: () => number,
  ) {
    // Never locks: the lockout is out of reach, only the count within the window is read.
    this.counts = new FailureThrottle(
      { maxFailures: Number.POSITIVE_INFINITY, windowMs: limits.windowMs, lockoutMs: 0 },
      now,
    );
  }

  delayMs(key: string): number {
    const over = this.counts.failures(key) - this.after;
    return over < 0 ? 0 : Math.min(this.limits.firstDelayMs * 2 ** over, this.limits.maxDelayMs);
  }

  isFull(key: string): boolean {
    return (this.waiting.get(key) ?? 0) >= this.limits.maxWaiting;
  }

  wait(key: string): () => void {
    this.waiting.set(key, (this.waiting.get(key) ?? 0) + 1);
    return () => {
      const left = (this.waiting.get(key) ?? 1) - 1;
      if (left > 0) this.waiting.set(key, left);
      else this.waiting.delete(key);
    };
  }

  fail(key: string): void {
    this.counts.fail(key);
  }

  clear(key: string): void {
    this.counts.clear(key);
  }

  clearAll(): void {
    this.counts.clearAll();
    this.waiting.clear();
  }
}

/** The guard one kind of guess goes through (see GuessLimits). */
export class GuessGuard {
  private readonly pairs: FailureThrottle;
  /** Attempts of each pair let in and not yet settled: counted before the (slow) check runs. */
  private readonly inFlight = new Map<string, number>();
  private readonly users: SlowDown;
  private readonly addresses: SlowDown;

  constructor(
    now: () => number,
    private readonly limits: GuessLimits = guessLimits,
  ) {
    this.pairs = new FailureThrottle(limits.pair, now);
    this.users = new SlowDown(limits.slowDownAfter.user, limits, now);
    this.addresses = new SlowDown(limits.slowDownAfter.address, limits, now);
  }

  /**
   * Lets an attempt in or refuses it, before its guess is checked. An attempt let in counts at
   * once, so a burst that arrives together is refused after the pair's limit, however long the
   * checks of the first ones take (they run on the thread pool, after this returns).
   */
  admit(user: string, address: string): Admission {
    const pair = `${user}\n${address}`;
    const locked = this.pairs.retryAfterSeconds(pair);
    if (locked > 0) return { admitted: false, retryAfterSeconds: locked };
    const pending = this.inFlight.get(pair) ?? 0;
    // The attempts already let in could lock the pair: this one would be past the limit then.
    if (this.pairs.failures(pair) + pending >= this.limits.pair.maxFailures)
      return { admitted: false, retryAfterSeconds: 1 };
    const slowed = [
      [this.users, user],
      [this.addresses, address],
    ] as const;
    const delays = slowed.map(([dimension, key]) => dimension.delayMs(key));
    const delayMs = Math.max(...delays);
    if (slowed.some(([dimension, key], index) => delays[index]! > 0 && dimension.isFull(key)))
      return { admitted: false, retryAfterSeconds: Math.ceil(delayMs / 1000) };
    const stopWaiting = slowed
      .filter((_, index) => delays[index]! > 0)
      .map(([dimension, key]) => dimension.wait(key));
    this.inFlight.set(pair, pending + 1);
    let settled = false;
    return {
      admitted: true,
      delayMs,
      settle: (outcome) => {
        if (settled) return;
        settled = true;
        for (const stop of stopWaiting) stop();
        const left = (this.inFlight.get(pair) ?? 1) - 1;
        if (left > 0) this.inFlight.set(pair, left);
        else this.inFlight.delete(pair);
        if (outcome === 'wrong') {
          this.pairs.fail(pair);
          this.users.fail(user);
          this.addresses.fail(address);
        } else if (outcome === 'right') {
          // The user's counts go, not the address's: others behind it may still be guessing.
          this.pairs.clear(pair);
          this.users.clear(user);
        }
      },
    };
  }

  /** Test control reset: a new world forgets old guesses. */
  forgetAll(): void {
    this.pairs.clearAll();
    this.inFlight.clear();
    this.users.clearAll();
    this.addresses.clearAll();
  }
}

export const tooManyAttempts = 'Too many attempts. Please try again later.';

/** The 429 every refused guess gets, with Retry-After so that a client knows when. */
export function refuseLockedOut(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('Retry-After', String(retryAfterSeconds));
}

/**
 * Password reset mails a user may be sent: a few within a window (each replaces the last one's
 * code), then none until the window ends, so nobody can fill a user's inbox or the mail table.
 */
export const resetMailLimits: ThrottleLimits = {
  maxFailures: 3,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
};

/** The reset flow's guard: wrong codes as guesses, and the mails asked for per user. */
export class ResetGuard extends GuessGuard {
  readonly mails: FailureThrottle;

  constructor(now: () => number) {
    super(now);
    this.mails = new FailureThrottle(resetMailLimits, now);
  }

  override forgetAll(): void {
    super.forgetAll();
    this.mails.clearAll();
  }
}
