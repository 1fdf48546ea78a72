/**
 * Finds the system Chromium that every browser test uses (CHROMIUM_PATH, else /usr/bin/chromium),
 * and the headless shell the end-to-end suite runs in (config/chromium.mjs). Tests never download
 * a browser (docs/architecture.md, "Tests"). When one is missing and we are root on Debian, install
 * Debian's package; a missing full browser otherwise explains how to get one and fails, a missing
 * shell leaves the end-to-end suite in the full browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from '../config/chromium.mjs';

const packageOf = {
  [chromiumPath]: 'chromium',
  [headlessShellPath]: 'chromium-headless-shell',
};

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ? [] : Object.keys(packageOf);
  const missing = wanted.filter((path) => !existsSync(path)).map((path) => packageOf[path]);
  if (missing.length > 0 && canInstall()) install(missing);
  if (existsSync(chromiumPath)) return chromiumPath;
  console.error(
    [
      `No Chromium at ${chromiumPath}.`,
      'Browser tests use a system Chromium and never download one. Either:',
      '  - on Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable you have.',
    ].join('\n'),
  );
  process.exit(1);
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

function install(/** @type {string[]} */ packages) {
  console.log(`Installing Debian's ${packages.join(' and ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status === 0)
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
