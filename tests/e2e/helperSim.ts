/**
 * The desktop helper simulator (apps/helper-sim) for a describe block: built once, started before
 * its tests with an install of its own (it pairs per install, issue 34), stopped after. Its
 * control API presses the pedals; `pairThisBrowser` pairs a page as the settings screen does. The
 * portal finds it on the usual ports, so two suites that start it must not run at the same time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from './playwright.config';

export type PedalName = 'left' | 'center' | 'right' | 'top';

/** Where pages look for the pairing token (`@dictation/pedal`). */
const helperPairingKey = 'dictation:v1:helperPairing';

/** Starts the simulator around the calling describe block. */
export function useHelperSim(controlPort: number) {
  let helper: ChildProcess | undefined;
  let installFolder: string | undefined;
  const controlToken = randomBytes(16).toString('hex');
  // A caller without an Origin needs the control token: pedal presses come as the portal's page.
  const asThePortal = { Origin: baseURL };
  const control = (path: string) => `http://127.0.0.1:${controlPort}/control/${path}`;
  test.beforeAll(async () => {
    const root = resolve(import.meta.dirname, '../..');
    spawnSync('npm', ['run', 'build', '-w', '@dictation/helper-sim', '--silent'], {
      cwd: root,
      stdio: 'ignore',
    });
    installFolder = mkdtempSync(join(tmpdir(), 'helper-install-'));
    helper = spawn(process.execPath, ['apps/helper-sim/dist/cli.mjs'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        HELPER_ALLOWED_ORIGINS: baseURL,
        HELPER_PAIRING_SECRET_FILE: join(installFolder, 'pairing-secret'),
        HELPER_CONTROL_TOKEN: controlToken,
        HELPER_CONTROL_PORT: String(controlPort),
      },
    });
    await expect
      .poll(
        () =>
          fetch(control('state'), { headers: asThePortal }).then(
            (answer) => answer.ok,
            () => false,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
  });
  test.afterAll(() => {
    helper?.kill();
    if (installFolder) rmSync(installFolder, { recursive: true, force: true });
  });

  return {
    async pedal(pedal: PedalName, action: 'click' | 'down' | 'up') {
      const answer = await fetch(control('pedal'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...asThePortal },
        body: JSON.stringify({ pedal, action }),
      });
      expect(answer.ok).toBe(true);
    },
    /** Pairs the page's origin with the code the helper shows, and gives pages the token. */
    async pairThisBrowser(page: Page) {
      const state = await fetch(control('state'), { headers: asThePortal });
      const { ports } = (await state.json()) as { ports: { pedal: number } };
      const pairing = (path: string, body?: object) =>
        fetch(`http://127.0.0.1:${ports.pedal}/pairing/${path}`, {
          method: 'POST',
          headers: { ...asThePortal, 'Content-Type': 'application/json' },
          body: body && JSON.stringify(body),
        });
      expect((await pairing('code')).status).toBe(201);
      const shown = await fetch(control('pairing'), { headers: { Authorization: `Bearer ${controlToken}` } });
      const { code } = (await shown.json()) as { code: { code: string } | null };
      const { token } = (await (await pairing('token', { code: code?.code ?? '' })).json()) as {
        token: string;
      };
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: helperPairingKey,
        value: token,
      });
    },
  };
}
