import { describe, expect, it } from 'vitest';
import { createPairing, type PairingOptions } from './pairing';

/** A pairing on a clock the test moves. */
function pairingAt(options: Partial<PairingOptions> = {}) {
  const clock = { now: 1_000_000 };
  const pairing = createPairing({
    secret: 'install-secret-of-at-least-128-bits',
    now: () => clock.now,
    ...options,
  });
  return { pairing, clock };
}

const portal = 'http://localhost:8080';
const codeOf = (result: ReturnType<ReturnType<typeof createPairing>['requestCode']>) => {
  if (!('code' in result)) throw new Error(`refused: ${result.error}`);
  return result.code.code;
};
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('pairing codes', () => {
  it('are six digits, shown with the origin that asked, one live code at a time', () => {
    const { pairing } = pairingAt();
    const shown: string[] = [];
    pairing.onCode(({ code, origin }) => shown.push(`${origin} ${code}`));
    const first = codeOf(pairing.requestCode(portal));
    const second = codeOf(pairing.requestCode(portal));
    expect(first).toMatch(/^\d{6}$/);
    expect(shown).toEqual([`${portal} ${first}`, `${portal} ${second}`]);
    expect(pairing.shownCode()?.code).toBe(second);
    if (first !== second) expect(pairing.exchangeCode(portal, first)).toMatchObject({ status: 403 });
  });

  it('expire: a code typed after its lifetime is refused (410) and no longer shown', () => {
    const { pairing, clock } = pairingAt({ codeLifetimeMs: 300_000 });
    const code = codeOf(pairing.requestCode(portal));
    clock.now += 299_999;
    expect(pairing.shownCode()?.code).toBe(code);
    clock.now += 1;
    expect(pairing.shownCode()).toBeNull();
    expect(pairing.exchangeCode(portal, code)).toEqual({
      status: 410,
      error: 'No live pairing code: ask for a new one',
    });
  });

  it('give the token once: the same code cannot be used twice', () => {
    const { pairing } = pairingAt();
    const code = codeOf(pairing.requestCode(portal));
    const result = pairing.exchangeCode(portal, code);
    expect(result).toHaveProperty('token');
    expect(pairing.exchangeCode(portal, code)).toMatchObject({ status: 410 });
  });
});

describe('wrong codes', () => {
  it('lock pairing after five in a row, for the lockout, and spend the live code', () => {
    const { pairing, clock } = pairingAt({ wrongCodesAllowed: 5, lockoutMs: 60_000 });
    const code = codeOf(pairing.requestCode(portal));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(pairing.exchangeCode(portal, wrongFor(code))).toMatchObject({ status: 403 });
    }
    expect(pairing.exchangeCode(portal, wrongFor(code))).toEqual({
      status: 429,
      error: 'Too many wrong pairing codes: wait, then ask for a new one',
      retryAfterMs: 60_000,
    });
    clock.now += 59_999;
    expect(pairing.requestCode(portal)).toMatchObject({ status: 429, retryAfterMs: 1 });
    expect(pairing.exchangeCode(portal, code)).toMatchObject({ status: 429 });
    clock.now += 1;
    // The code the guesses were made against is gone; a new one works.
    expect(pairing.exchangeCode(portal, code)).toMatchObject({ status: 410 });
    const fresh = codeOf(pairing.requestCode(portal));
    expect(pairing.exchangeCode(portal, fresh)).toHaveProperty('token');
  });

  it('are counted afresh after a right code', () => {
    const { pairing } = pairingAt({ wrongCodesAllowed: 2 });
    const code = codeOf(pairing.requestCode(portal));
    expect(pairing.exchangeCode(portal, wrongFor(code))).toMatchObject({ status: 403 });
    expect(pairing.exchangeCode(portal, code)).toHaveProperty('token');
    const next = codeOf(pairing.requestCode(portal));
    expect(pairing.exchangeCode(portal, wrongFor(next))).toMatchObject({ status: 403 });
  });
});

describe('tokens', () => {
  it('are the install’s for one origin: another origin or install is refused', () => {
    const { pairing } = pairingAt();
    const token = (pairing.exchangeCode(portal, codeOf(pairing.requestCode(portal))) as { token: string })
      .token;
    expect(pairing.allowsToken(token, portal)).toBe(true);
    expect(pairing.allowsToken(token, 'http://127.0.0.1:8080')).toBe(false);
    expect(pairing.allowsToken(null, portal)).toBe(false);
    const other = pairingAt({ secret: 'another-install-secret-of-128-bits' }).pairing;
    expect(other.allowsToken(token, portal)).toBe(false);
  });
});
