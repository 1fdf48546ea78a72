/**
 * Issue 22, browser hardening: the portal as the sandbox serves it carries a strict CSP (no
 * inline script, no eval) and works under it: signing in, the list and the letter screen (editor,
 * player, helper connection) run without a single CSP violation.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editor, signInAndOpen } from './letterPage';

test('the portal runs under its Content-Security-Policy without violations', async ({ page, signIn }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const login = await page.goto('/login');
  const headers = login?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self' blob:;");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');

  await signInAndOpen(page, signIn, 'secretary');
  await editor(page).click();
  await page.keyboard.type(' checked');
  expect(violations).toEqual([]);
  // An inline script is refused: the policy is enforced, not only sent.
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(inlineRan).toBe(false);
});

test("the pages' code comes with the hint to compile it as it downloads, the first load's without", async ({
  page,
  signIn,
}) => {
  // Issue 33: Chromium compiles a file marked on its first line while it streams in, off the page's
  // thread (apps/portal/vite/compileHints.ts).
  const hint = '//# allFunctionsCalledOnLoad\n';
  // The page keeps only the addresses: a response's body read through the page is gone once the page
  // navigates (sign-in leaves /login), so each file is asked for again, as served, below.
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    const file = /\/assets\/([^/]+\.js)$/.exec(new URL(response.url()).pathname)?.[1];
    if (file) scripts.set(file, response.url());
  });
  await signInAndOpen(page, signIn, 'secretary');
  await expect(editor(page)).toBeEditable();
  const firstLine = async (name: RegExp) => {
    const file = [...scripts.keys()].find((fileName) => name.test(fileName));
    expect(file, `a file named like ${name} was loaded`).toBeDefined();
    const served = await page.request.get(scripts.get(file ?? '') ?? '');
    return (await served.text()).slice(0, hint.length);
  };
  expect(await firstLine(/^LetterPage-/)).toBe(hint);
  expect(await firstLine(/^ListPage-/)).toBe(hint);
  expect(await firstLine(/^index-/)).not.toBe(hint);
  expect(await firstLine(/^SignedInLayout-/)).not.toBe(hint);
});

test("the letter page's code formats no stack trace as it loads", async ({ page, signIn }) => {
  // Issue 33: prosemirror-model, as published, formats an error's stack at load to tell whether it
  // runs on V8 (its message is "/"). V8 then parses again the whole file whose top-level code is
  // on that stack, the letter page's (config/proseMirrorStackProbe.mjs takes the probe out). V8
  // calls `Error.prepareStackTrace` for each stack it formats.
  await page.addInitScript(() => {
    const formatted: string[] = [];
    Object.assign(window, { formattedStacks: formatted });
    Error.prepareStackTrace = (error, frames) => {
      formatted.push(String(error));
      return [String(error), ...frames.map((frame) => `    at ${frame}`)].join('\n');
    };
  });
  await signInAndOpen(page, signIn, 'secretary');
  await expect(editor(page)).toBeEditable();
  const formatted = await page.evaluate(() => (window as { formattedStacks?: string[] }).formattedStacks);
  expect(formatted).toBeDefined();
  expect(formatted).not.toContain('Error: /');
});

/** The files of the app's code a page downloads from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  return scripts;
}

test("a signed-in screen's start downloads none of the sign-in pages' code", async ({
  page,
  signIn,
  browser,
}) => {
  // Issue 33: sign-in and the password pages, with react-hook-form and the auth forms (15 KB on the
  // wire), are a lazy chunk of their own (apps/portal/src/app/routePages.ts), not in the first load.
  const reactHookFormWords = 'shouldUnregister';
  /** The scripts holding react-hook-form's code, by file name. */
  const holdingForms = async (scripts: string[]) => {
    const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
    return scripts
      .filter((_, index) => bodies[index]?.includes(reactHookFormWords))
      .map((script) => new URL(script).pathname);
  };
  await signInAndOpen(page, signIn, 'secretary');
  await expect(editor(page)).toBeEditable();
  const signedInScripts = scriptsOf(page);
  await page.reload();
  await expect(editor(page)).toBeEditable();
  expect(signedInScripts.length).toBeGreaterThan(3);
  expect(await holdingForms(signedInScripts)).toEqual([]);
  // The words do mark the sign-in form's code: a signed-out start downloads them.
  const signedOut = await (await browser.newContext()).newPage();
  const signInScripts = scriptsOf(signedOut);
  await signedOut.goto(new URL('/login', page.url()).href);
  await expect(signedOut.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await holdingForms(signInScripts)).not.toEqual([]);
  await signedOut.context().close();
});

test("a signed-in screen's styles are the one stylesheet its page links, not a file per chunk", async ({
  page,
  signIn,
}) => {
  // Issue 33: each chunk's CSS was a request of its own on HTTP/1.1's six connections, and a page's
  // code ran only once its CSS was in (apps/portal/vite.config.ts, `cssCodeSplit`).
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await signInAndOpen(page, signIn, 'secretary');
  await expect(editor(page)).toBeEditable();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(linked).toHaveLength(1);
  expect([...new Set(stylesheets)]).toEqual(linked);
});
