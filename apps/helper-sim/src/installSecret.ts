import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** 256 bits, written as base64url (43 characters); fewer than 128 bits is refused. */
const minimumLength = 22;

/**
 * The install's pairing secret (pairing.ts), kept in `file` as a real helper keeps it in the
 * user's profile: created on the first run (readable by this user only), read on every later one,
 * so a page paired once stays paired across restarts. Deleting the file unpairs every page.
 */
export async function readOrCreateInstallSecret(file: string): Promise<string> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < minimumLength) throw new Error(`${file} holds no pairing secret of 128 bits or more`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
