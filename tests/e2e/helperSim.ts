/**
 * The desktop helper simulator (apps/helper-sim) for a describe block: built once, started before
 * its tests with an install of its own (it pairs per install, issue 34), stopped after. Its
 * control API presses the pedals; `pairThisBrowser` pairs a page as the settings screen does. The
 * portal finds it on the usual ports, so two suites that start it must not run at the same time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from './playwright.config';

export type PedalName = 'left' | 'center' | 'right' | 'top';

/** Where pages look for the pairing token (`@dictation/pedal`). */
const helperPairingKey = 'dictation:v1:helperPairing';

/**
 * One simulator at a time on this machine: the portal looks for the helper on fixed ports, so a
 * second one (another worker's suite, another run) would answer the wrong page. A folder is the
 * lock, as making one either succeeds or fails at once for every process.
 */
const helperLock = join(tmpdir(), 'dictation-e2e-helper-sim.lock');
const lockStaleMs = 15 * 60_000;

async function takeHelperLock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(helperLock);
      return;
    } catch {
      // A run killed mid-suite leaves its lock: one older than any suite is taken over.
      const age = Date.now() - (statSync(helperLock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > lockStaleMs) rmSync(helperLock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Starts the simulator around the calling describe block. */
export function useHelperSim(controlPort: number) {
  let helper: ChildProcess | undefined;
  let installFolder: string | undefined;
  const controlToken = randomBytes(16).toString('hex');
  // A caller without an Origin needs the control token: pedal presses come as the portal's page.
  const asThePortal = { Origin: baseURL };
  const control = (path: string) => `http://127.0.0.1:${controlPort}/control/${path}`;
  test.beforeAll(async () => {
    // Waiting for another suite's simulator is part of this hook, not a failure of it.
    test.setTimeout(lockStaleMs);
    await takeHelperLock();
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
  test.afterAll(async () => {
    // Its ports are free only once it has exited: then the next suite may start its own.
    if (helper && helper.exitCode === null) {
      const exited = new Promise((resolve) => helper?.once('exit', resolve));
      helper.kill();
      await exited;
    }
    if (installFolder) rmSync(installFolder, { recursive: true, force: true });
    rmSync(helperLock, { recursive: true, force: true });
  });

  /** What the foot pedal does: a press of one pedal, or its cable pulled out or put back. */
  const pedalControl = async (action: object) => {
    const answer = await fetch(control('pedal'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asThePortal },
      body: JSON.stringify(action),
    });
    expect(answer.ok).toBe(true);
  };
  /** The code the desktop app shows now, as the user reads it off its control page. */
  const shownPairingCode = async () => {
    const shown = await fetch(control('pairing'), { headers: { Authorization: `Bearer ${controlToken}` } });
    return ((await shown.json()) as { code: { code: string } | null }).code?.code ?? '';
  };

  return {
    pedal: (pedal: PedalName, action: 'click' | 'down' | 'up') => pedalControl({ pedal, action }),
    pedalCable: (action: 'unplug' | 'plug') => pedalControl({ action }),
    shownPairingCode,
    /** Where pages keep the pairing token (`@dictation/pedal`). */
    helperPairingKey,
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
      const { token } = (await (await pairing('token', { code: await shownPairingCode() })).json()) as {
        token: string;
      };
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: helperPairingKey,
        value: token,
      });
    },
  };
}
