import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPasswordHash, verifyPassword } from '../auth/passwords';
import { openDatabase } from './database';
import { hashPlainPasswords } from './plainPasswords';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('hashPlainPasswords (a data folder from before passwords were hashed)', () => {
  it('hashes each plain password once, and the user still signs in with it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dictation-sandbox-passwords-'));
    folders.push(folder);
    const { db } = openDatabase(folder, new Date('2026-11-27T00:00:00Z'));
    db.prepare("UPDATE users SET password = 'plain words' WHERE user_name = 'doctor'").run();
    expect(hashPlainPasswords(db)).toBe(1);
    const stored = db.prepare("SELECT password FROM users WHERE user_name = 'doctor'").get() as {
      password: string;
    };
    expect(isPasswordHash(stored.password)).toBe(true);
    expect(await verifyPassword('plain words', stored.password)).toBe(true);
    expect(hashPlainPasswords(db)).toBe(0);
    db.close();
  });
});
