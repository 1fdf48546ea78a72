import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxOptions } from '../config';
import { demoPassword } from '../db/seed';
import { createSandbox, type Sandbox } from '../sandbox';

/** A clock the test moves by hand, so nothing depends on real time passing. */
export function manualClock(start = '2026-11-22T10:00:00Z') {
  let current = new Date(start);
  return {
    now: () => current,
    advanceSeconds(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export interface TestSandbox extends Sandbox {
  dataDir: string;
  clock: ReturnType<typeof manualClock>;
  /** Access token of a demo user. */
  token(userName: string): Promise<string>;
  /** fetch against the sandbox with an optional bearer token. */
  call(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Closes the server and deletes the temporary data folder. */
  dispose(): Promise<void>;
}

/** Starts a sandbox on a free loopback port with a fresh temporary data folder (or the given one). */
export async function startTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'dictation-sandbox-'));
  const clock = manualClock();
  const sandbox = await createSandbox({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    testControls: true,
    now: clock.now,
    ...overrides,
  });
  const call = (path: string, init: RequestInit & { token?: string } = {}) => {
    const { token, headers, ...rest } = init;
    return fetch(`${sandbox.url}${path}`, {
      ...rest,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string>),
      },
    });
  };
  return {
    ...sandbox,
    dataDir,
    clock,
    call,
    async token(userName: string) {
      const response = await call('/api/OAuth/Token', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${Buffer.from('dictation-portal:dictation-portal-secret').toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: userName,
          password: demoPassword,
        }).toString(),
      });
      if (response.status !== 200)
        throw new Error(`sign-in of ${userName} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    async dispose() {
      await sandbox.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON body helper for `call`. */
export const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The first letter (lowest id) of the caller's tenant matching an OData filter. */
export async function findLetterId(sandbox: TestSandbox, token: string, filter: string): Promise<number> {
  const response = await sandbox.call(
    `/api/author/odata/Letters/LettersService.Search()?$top=1&$orderby=id&$filter=${encodeURIComponent(filter)}`,
    { token },
  );
  const body = (await response.json()) as { value: { id: number }[] };
  const first = body.value[0];
  if (!first) throw new Error(`no seeded letter matches ${filter}`);
  return first.id;
}

/** Letters nobody holds, of the given step, not deleted or cleaned. */
export const freeLetter = (stepType: number, extra = '') =>
  `letterStepType eq ${stepType} and isDeleted eq false and isLetterCleaned eq false and autoLockedUserId eq null and heldUserId eq null${extra ? ` and ${extra}` : ''}`;
