/**
 * Where the system Chromium is and how to start it on a machine without a display or network.
 * Tests never download a browser (docs/architecture.md, "Tests"): `scripts/ensure-chromium.mjs`
 * installs Debian's packages when it can, or explains how to get one.
 */
import { existsSync } from 'node:fs';

/**
 * The full browser: Vitest's pages (their screenshots were taken in it; the stories took as long
 * in the headless shell, 207 s against 206 s, as they run in one page), the bench, the soak.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same Blink and V8 without
 * the full browser's window and tab layer: the end-to-end suite took 423 s in it against about
 * 500 s in the full browser (stop 79; the suite's pages stay the same, the browser's share shrinks).
 * It has no tab, so it never asks for a page's icon, and its default monospace font is not the
 * full browser's. Where it is missing, or CHROMIUM_PATH names a browser, that browser is used.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
export const endToEndChromiumPath =
  !process.env.CHROMIUM_PATH && existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--font-render-hinting=none',
];
