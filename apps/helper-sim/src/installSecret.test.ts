import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateInstallSecret } from './installSecret';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the install secret', () => {
  it('is created once, readable by this user only, and the same on every later start', async () => {
    folder = await mkdtemp(join(tmpdir(), 'helper-install-'));
    const file = join(folder, 'profile', 'pairing-secret');
    const created = await readOrCreateInstallSecret(file);
    expect(created.length).toBeGreaterThanOrEqual(43);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateInstallSecret(file)).toBe(created);
  });

  it('is refused when the file holds less than 128 bits', async () => {
    folder = await mkdtemp(join(tmpdir(), 'helper-install-'));
    const file = join(folder, 'pairing-secret');
    await writeFile(file, 'short\n');
    await expect(readOrCreateInstallSecret(file)).rejects.toThrow(
      'holds no pairing secret of 128 bits or more',
    );
  });
});
