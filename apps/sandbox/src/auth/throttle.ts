import type { FastifyReply } from 'fastify';

/**
 * Failed guesses (sign-in passwords, the old password of a change, reset codes) counted per user
 * name and per caller address in memory. After `maxFailures` within `windowMs` the key is locked
 * out for `lockoutMs`: every attempt is refused with 429 before the guess is even checked, so the
 * right answer does not work either. A success clears the user's count, not the address's.
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

export const userLimits: ThrottleLimits = { maxFailures: 5, windowMs: 15 * 60_000, lockoutMs: 15 * 60_000 };
export const addressLimits: ThrottleLimits = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
};

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

  fail(key: string): void {
    const now = this.now();
    const current = this.entries.get(key);
    const entry =
      current && now - current.firstFailure < this.limits.windowMs && current.lockedUntil <= now
        ? current
        : { failures: 0, firstFailure: now, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.limits.maxFailures) {
      entry.lockedUntil = now + this.limits.lockoutMs;
      entry.failures = 0;
      entry.firstFailure = now;
    }
    this.entries.set(key, entry);
    // Old entries go so that a spray of names cannot grow the map without end.
    if (this.entries.size > 10_000) this.prune(now);
  }

  clear(key: string): void {
    this.entries.delete(key);
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

/** The guard one kind of guess goes through: a user name (or user id) and the caller's address. */
export class GuessGuard {
  private readonly users: FailureThrottle;
  private readonly addresses: FailureThrottle;

  constructor(now: () => number, users = userLimits, addresses = addressLimits) {
    this.users = new FailureThrottle(users, now);
    this.addresses = new FailureThrottle(addresses, now);
  }

  /** Seconds the caller must wait, or 0. */
  retryAfterSeconds(user: string, address: string): number {
    return Math.max(this.users.retryAfterSeconds(user), this.addresses.retryAfterSeconds(address));
  }

  failed(user: string, address: string): void {
    this.users.fail(user);
    this.addresses.fail(address);
  }

  succeeded(user: string): void {
    this.users.clear(user);
  }

  /** Test control reset: a new world forgets old guesses. */
  forgetAll(): void {
    this.users.clearAll();
    this.addresses.clearAll();
  }
}

export const tooManyAttempts = 'Too many attempts. Please try again later.';

/** The 429 every locked-out guess gets, with Retry-After so that a client knows when. */
export function refuseLockedOut(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('Retry-After', String(retryAfterSeconds));
}
