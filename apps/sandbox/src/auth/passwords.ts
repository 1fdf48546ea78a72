import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { messages } from '../messages';

/** Spec 000 section 5: the same rules the forms check, enforced again on the server. */
export function passwordProblem(
  password: string | undefined,
  confirmation: string | undefined,
): string | null {
  if (!password) return messages.passwordRequired;
  if (!/\d/.test(password)) return messages.passwordNumber;
  if (!/[a-z]/.test(password)) return messages.passwordLowerCase;
  if (password.length < 6 || password.length > 15) return messages.passwordLength;
  if (!confirmation) return messages.passwordConfirmRequired;
  if (confirmation !== password) return messages.passwordMismatch;
  return null;
}

/**
 * Stored passwords are scrypt hashes (node:crypto): `scrypt$N$r$p$salt$hash`, base64url. The
 * parameters travel with the hash so that a later cost change still verifies older hashes.
 */
const cost = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;
const prefix = 'scrypt$';

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const encode = (salt: Buffer, key: Buffer) =>
  `${prefix}${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, cost));
}

/** Synchronous form for the seed, which runs inside a database transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, keyLength, cost));
}

export const isPasswordHash = (stored: string) => stored.startsWith(prefix);

/** A hash of nothing anyone knows: an unknown user name costs the same time as a wrong password. */
let decoy: string | undefined;

/** Whether `password` matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  decoy ??= hashPasswordSync(randomBytes(16).toString('hex'));
  const parts = (stored && isPasswordHash(stored) ? stored : decoy).slice(prefix.length).split('$');
  const [N, r, p] = parts.slice(0, 3).map(Number) as [number, number, number];
  const expected = Buffer.from(parts[4] ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(parts[3] ?? '', 'base64url'), { N, r, p });
  return (
    stored !== undefined &&
    isPasswordHash(stored) &&
    actual.length === expected.length &&
    timingSafeEqual(actual, expected)
  );
}
