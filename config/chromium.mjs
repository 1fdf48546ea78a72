/**
 * Where the system Chromium is and how to start it on a machine without a display or network.
 * Tests never download a browser (docs/architecture.md, "Tests"): `scripts/ensure-chromium.mjs`
 * installs Debian's package when it can, or explains how to get one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
