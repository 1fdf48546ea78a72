import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
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

/**
 * A browser's revalidation of its cached copy. Not fetch, which adds `Cache-Control: no-cache` to
 * a request carrying If-None-Match, so the server never answers 304.
 */
const revalidate = (path: string, etag: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    get(`${sandbox.url}${path}`, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response);
    }).on('error', reject);
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

  it('keeps the cached page its own CSP when it answers a revisit with 304', async () => {
    for (const path of ['/', '/in-progress/letter/7']) {
      const etag = (await sandbox.call(path)).headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const revisit = await revalidate(path, etag);
      expect({ path, status: revisit.statusCode }).toEqual({ path, status: 304 });
      // The browser merges a 304's headers into the cached answer: a CSP here would replace the page's.
      expect(revisit.headers['content-security-policy']).toBeUndefined();
      expect(revisit.headers['x-frame-options']).toBe('DENY');
    }
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
