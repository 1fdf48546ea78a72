/**
 * Finds the system Chromium that every browser test uses (CHROMIUM_PATH, else /usr/bin/chromium).
 * Tests never download a browser (docs/architecture.md, "Tests"). When it is missing and we are
 * root on Debian, install Debian's package; otherwise explain how to get one and fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../config/chromium.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log('Chromium not found: installing Debian package "chromium" (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(chromiumPath)) return chromiumPath;
  }
  console.error(
    [
      `No Chromium at ${chromiumPath}.`,
      'Browser tests use a system Chromium and never download one. Either:',
      '  - on Debian/Ubuntu: sudo apt-get install -y chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable you have.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
