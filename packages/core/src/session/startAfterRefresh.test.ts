import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StartingPage, startAfterRefresh, startsAfterRefresh } from './startAfterRefresh';

/** The portal's built page's head, as its `vite/earlyStartScript.ts` writes it. */
const builtHead = `
  <script type="module" async src="/assets/refreshAhead-1.js"></script>
  <link rel="modulepreload" href="/assets/shared-2.js">
  <link rel="modulepreload" href="/assets/earlyStart-3.js" ${startsAfterRefresh}>
  <link rel="modulepreload" href="/assets/index-4.js" ${startsAfterRefresh}>
  <link rel="modulepreload" href="/assets/firstLoad-5.js">
  <link rel="stylesheet" href="/assets/style-6.css">`;

/**
 * A page with `head`, parsed unless `stillParsing`; `parse` ends its parsing. (A document jsdom
 * creates stays at 'loading'.)
 */
function pageWith(head: string, { stillParsing = false } = {}) {
  const built = document.implementation.createHTMLDocument('Dictate');
  built.head.innerHTML = head;
  const whenParsed: (() => void)[] = [];
  const page = {
    readyState: stillParsing ? 'loading' : 'interactive',
    querySelectorAll: (selector: string) => built.querySelectorAll(selector),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') whenParsed.push(listener);
    },
  } as unknown as StartingPage;
  const parse = () => {
    for (const listener of whenParsed) listener();
  };
  return { page, parse };
}

/** A refresh that goes out when the test says, and the scripts run, by their path. */
function starting() {
  let send = () => {};
  const refreshSent = new Promise<void>((resolve) => {
    send = resolve;
  });
  const ran: string[] = [];
  const run = async (url: string) => {
    ran.push(new URL(url, 'https://portal.example').pathname);
  };
  return { refreshSent, send: () => send(), ran, run };
}

describe('startAfterRefresh (issue 33)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the early start and the app once the token refresh is on the wire, in the page order', async () => {
    vi.useFakeTimers();
    const { refreshSent, send, ran, run } = starting();
    const started = startAfterRefresh(pageWith(builtHead).page, refreshSent, run);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual([]);
    send();
    await started;
    // Only the marked preloads: the shared files are the scripts' imports.
    expect(ran).toEqual(['/assets/earlyStart-3.js', '/assets/index-4.js']);
  });

  it("runs them after a short wait when the refresh cannot go out (another tab holds the tabs' lock)", async () => {
    vi.useFakeTimers();
    const { refreshSent, ran, run } = starting();
    const started = startAfterRefresh(pageWith(builtHead).page, refreshSent, run);
    await vi.advanceTimersByTimeAsync(99);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(ran).toEqual(['/assets/earlyStart-3.js', '/assets/index-4.js']);
  });

  it('waits for the page to be parsed, as a module script does (the app renders into #root)', async () => {
    const { refreshSent, send, ran, run } = starting();
    const { page, parse } = pageWith(builtHead, { stillParsing: true });
    send();
    const started = startAfterRefresh(page, refreshSent, run);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toEqual([]);
    parse();
    await started;
    expect(ran).toEqual(['/assets/earlyStart-3.js', '/assets/index-4.js']);
  });

  it("runs nothing on a page without marked scripts (the dev server's, which runs the app itself)", async () => {
    const { refreshSent, send, ran, run } = starting();
    send();
    const devPage = pageWith('<script type="module" src="/src/main.tsx"></script>').page;
    await startAfterRefresh(devPage, refreshSent, run);
    expect(ran).toEqual([]);
  });

  it('fails as the script would have failed to load', async () => {
    const { refreshSent, send } = starting();
    send();
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(startAfterRefresh(pageWith(builtHead).page, refreshSent, offline)).rejects.toThrow(
      /dynamically imported module/,
    );
  });
});
