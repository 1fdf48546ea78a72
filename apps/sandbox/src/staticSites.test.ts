import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../config/precompress.mjs';
import { serviceWorkerContentSecurityPolicy } from './http';
import { immutableCacheControl } from './staticSites';
import { startTestSandbox, type TestSandbox } from './testing/harness';

/**
 * Issue 33, fast on a hospital network: what the sandbox sends for the built portal, the host
 * page and the API, read as a browser receives it (node:http, so nothing is decompressed or
 * revalidated behind the test's back). The fixture folders are compressed by the build's own step.
 */
let sandbox: TestSandbox;
const root = mkdtempSync(join(tmpdir(), 'dictation-static-'));
const portalDist = join(root, 'portal');
const hostEprDist = join(root, 'host-epr');
/** Big enough to be worth compressing, like any real chunk. */
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const widgetPath = '/host-epr/widgets/0123abcd/dictation-widgets.js';
const serviceWorker = "self.addEventListener('fetch', () => {});\n";

beforeAll(async () => {
  mkdirSync(join(portalDist, 'assets'), { recursive: true });
  mkdirSync(join(portalDist, '.vite'));
  writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(portalDist, 'sw.js'), serviceWorker);
  writeFileSync(join(portalDist, 'assets', 'index-B1x2y3z4.js'), script);
  writeFileSync(join(portalDist, 'assets', 'index-B1x2y3z4.js.map'), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(join(portalDist, '.vite', 'manifest.json'), '{}');
  mkdirSync(join(hostEprDist, 'widgets', '0123abcd'), { recursive: true });
  writeFileSync(join(hostEprDist, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(hostEprDist, 'widgets', '0123abcd', 'dictation-widgets.js'), script);
  await precompressFolder(portalDist);
  await precompressFolder(hostEprDist);
  sandbox = await startTestSandbox({ portalDist, hostEprDist });
}, 30_000);
afterAll(async () => {
  await sandbox.dispose();
  rmSync(root, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser sends it, the answer's bytes as they came. */
const request = (path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    get(`${sandbox.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });

const decoded = ({ headers, body }: RawAnswer) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body).toString()
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

const browserEncodings = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('static files', () => {
  it('sends a hashed asset compressed as the browser accepts, cached for a year', async () => {
    for (const path of ['/assets/index-B1x2y3z4.js', widgetPath]) {
      const brotli = await request(path, browserEncodings);
      expect({ path, encoding: brotli.headers['content-encoding'] }).toEqual({ path, encoding: 'br' });
      expect(brotli.headers['cache-control']).toBe(immutableCacheControl);
      expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.body.length).toBeLessThan(script.length / 2);
      expect(decoded(brotli)).toBe(script);

      const gzip = await request(path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(script);

      const plain = await request(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('has the HTML revalidated every visit, a 304 when unchanged', async () => {
    for (const path of ['/', '/in-progress/letter/7', '/host-epr/']) {
      const page = await request(path, browserEncodings);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.headers['cache-control']).toBe('no-cache');
      const etag = page.headers.etag ?? '';
      expect(etag).not.toBe('');
      const revisit = await request(path, { ...browserEncodings, 'If-None-Match': etag });
      expect({ path, status: revisit.status }).toEqual({ path, status: 304 });
      expect(revisit.body.length).toBe(0);
    }
  });

  it('has the service worker revalidated every visit, allowed to fetch the portal for offline use (issue 35)', async () => {
    const worker = await request('/sw.js', browserEncodings);
    expect(worker.status).toBe(200);
    expect(decoded(worker)).toBe(serviceWorker);
    // A cached worker would keep an old portal for a year; the browser checks it on each visit.
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Its policy governs its own fetches: 'none', as for other scripts, would stop the precache.
    expect(worker.headers['content-security-policy']).toBe(serviceWorkerContentSecurityPolicy);
    expect(serviceWorkerContentSecurityPolicy).toContain("default-src 'self'");
    // Registered with a query (a page's versioned registration), it is the same worker.
    const versioned = await request('/sw.js?v=2', browserEncodings);
    expect(decoded(versioned)).toBe(serviceWorker);
    expect(versioned.headers['content-security-policy']).toBe(serviceWorkerContentSecurityPolicy);
    const script = await request('/assets/index-B1x2y3z4.js');
    expect(script.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves neither source maps nor the build manifest (issue 34); a missing asset is a 404', async () => {
    // The compressed copies are another form of a file, not files of their own.
    for (const path of [
      '/assets/index-B1x2y3z4.js.map',
      '/assets/index-B1x2y3z4.js.br',
      '/assets/gone-Z9.js',
    ]) {
      const answer = await request(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('answers a file that is not there with a 404, not the portal page sent as an icon or a manifest', async () => {
    // A page with no icon of its own makes the browser ask for /favicon.ico.
    for (const path of ['/favicon.ico', '/.vite/manifest.json', '/robots.txt']) {
      const answer = await request(path);
      expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        path,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
    }
    // A path without an extension is a client route: the portal's page.
    const route = await request('/in-progress/letter/7');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe('<!doctype html><title>portal</title>');
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB or more for a client that accepts it, and only then', async () => {
    const token = await sandbox.token('secretary');
    const list = '/api/author/odata/Letters/LettersService.Search()?$top=20&$count=true';
    const auth = { Authorization: `Bearer ${token}` };
    const compressed = await request(list, { ...auth, ...browserEncodings });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await request(list, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.body.toString()));
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);

    const small = await request('/api/ping', browserEncodings);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
