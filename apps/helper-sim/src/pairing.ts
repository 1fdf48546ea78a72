import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Pairing per install (docs/wire-contract.md, Desktop helper). The helper keeps one secret per
 * install; a page of an allowed origin asks for a code, the helper shows it to the user (console,
 * control page), the user types it into the page, and the page gets the install's token for its
 * origin: HMAC(secret, origin). The token is never built into a page (anyone can read a public
 * chunk), it differs per install and per origin, and the helper checks it without keeping a list
 * of tokens. A new secret unpairs every page.
 */
export interface PairingOptions {
  /** The install's secret (at least 128 bits), kept in the user's profile by a real helper. */
  secret: string;
  /** The clock; tests move it. @default Date.now */
  now?: () => number;
  /** How long a code may be typed. @default 5 minutes */
  codeLifetimeMs?: number;
  /** Wrong codes in a row before pairing is locked. @default 5 */
  wrongCodesAllowed?: number;
  /** How long pairing stays locked after too many wrong codes. @default 1 minute */
  lockoutMs?: number;
}

/** The code the helper shows while a page waits for it to be typed. */
export interface ShownPairingCode {
  code: string;
  /** The origin of the page that asked (the helper shows it, so the user knows who asks). */
  origin: string;
  expiresAt: number;
}

/** A refusal, with the status the HTTP answer carries. */
export interface PairingRefusal {
  status: 403 | 410 | 429;
  error: string;
  /** Set for 429: when a code may be asked for again. */
  retryAfterMs?: number;
}

export type CodeRequestResult = { code: ShownPairingCode } | PairingRefusal;
export type CodeExchangeResult = { token: string } | PairingRefusal;

export interface Pairing {
  /**
   * A new code for a page of `origin` ('' for a caller without an Origin); it replaces any
   * earlier one. Refused while locked.
   */
  requestCode(origin: string): CodeRequestResult;
  /** The install's token for `origin` when `code` is the live code it asked for. */
  exchangeCode(origin: string, code: string): CodeExchangeResult;
  /** Whether `token` is this install's token for `origin` (undefined: a caller without an Origin). */
  allowsToken(token: string | null, origin: string | undefined): boolean;
  /** The live code, if any (the control page shows it). */
  shownCode(): ShownPairingCode | null;
  /** Calls back with each new code (the console prints it); returns the unsubscribe function. */
  onCode(listener: (code: ShownPairingCode) => void): () => void;
}

export const pairingMessages = {
  wrongCode: 'Wrong pairing code',
  expired: 'No live pairing code: ask for a new one',
  locked: 'Too many wrong pairing codes: wait, then ask for a new one',
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export function createPairing({
  secret,
  now = Date.now,
  codeLifetimeMs = 5 * 60_000,
  wrongCodesAllowed = 5,
  lockoutMs = 60_000,
}: PairingOptions): Pairing {
  let live: ShownPairingCode | null = null;
  let wrongCodes = 0;
  let lockedUntil = 0;
  const listeners = new Set<(code: ShownPairingCode) => void>();
  const tokenFor = (origin: string) => createHmac('sha256', secret).update(origin).digest('base64url');

  const lockout = (): PairingRefusal | undefined => {
    const retryAfterMs = lockedUntil - now();
    return retryAfterMs > 0 ? { status: 429, error: pairingMessages.locked, retryAfterMs } : undefined;
  };

  return {
    requestCode(origin) {
      const locked = lockout();
      if (locked) return locked;
      // Six digits: short enough to read off one screen and type into another. Guessing is held
      // off by the lockout (at most `wrongCodesAllowed` guesses a `lockoutMs`), not by length.
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      live = { code, origin, expiresAt: now() + codeLifetimeMs };
      for (const listener of listeners) listener(live);
      return { code: live };
    },
    exchangeCode(origin, code) {
      const locked = lockout();
      if (locked) return locked;
      if (!live || now() >= live.expiresAt) {
        live = null;
        return { status: 410, error: pairingMessages.expired };
      }
      // A code counts only for the origin it was shown for: another page typing it is a guess.
      if (live.origin === origin && sameText(live.code, code)) {
        live = null;
        wrongCodes = 0;
        return { token: tokenFor(origin) };
      }
      wrongCodes += 1;
      if (wrongCodes < wrongCodesAllowed) return { status: 403, error: pairingMessages.wrongCode };
      // The code is spent too: after the lockout the user asks for a new one.
      wrongCodes = 0;
      live = null;
      lockedUntil = now() + lockoutMs;
      return { status: 429, error: pairingMessages.locked, retryAfterMs: lockoutMs };
    },
    allowsToken: (token, origin) => token !== null && sameText(token, tokenFor(origin ?? '')),
    shownCode: () => (live && now() < live.expiresAt ? live : null),
    onCode(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
