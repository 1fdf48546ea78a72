import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/harness';

/** Issue 22, browser hardening: the headers of the API and of the portal the sandbox serves. */
let sandbox: TestSandbox;
const portalDist = mkdtempSync(join(tmpdir(), 'dictation-portal-'));
beforeAll(async () => {
  mkdirSync(join(portalDist, 'assets'));
  writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(portalDist, 'assets', 'app.js'), 'console.log(1)');
  sandbox = await startTestSandbox({ portalDist });
}, 30_000);
afterAll(async () => {
  await sandbox.dispose();
  rmSync(portalDist, { recursive: true, force: true });
});

const common = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe('security headers', () => {
  it('serves the portal with a CSP that allows no inline script and no eval', async () => {
    for (const path of ['/', '/in-progress/letter/7']) {
      const page = await sandbox.call(path);
      common(page);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' blob:;");
      expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/);
      expect(csp).toContain("object-src 'none'");
    }
    common(await sandbox.call('/assets/app.js'));
  });

  it('answers the API, refusals included, with the headers and a CSP that loads nothing', async () => {
    for (const response of [
      await sandbox.call('/api/ping'),
      await sandbox.call('/api/author/user-profiles/current'),
      await sandbox.call('/api/nothing-here', { token: await sandbox.token('doctor') }),
    ]) {
      common(response);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });
});
