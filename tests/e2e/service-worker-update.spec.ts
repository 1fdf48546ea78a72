/**
 * Issue 35: a new version of the portal never cuts a recording. The service worker is built with
 * `registerType: 'prompt'` (apps/portal/src/offline): a new worker found while the page holds
 * unsent work (a recording running, audio the server has not acknowledged) waits, and once
 * nothing is unsent 'A new version is ready' offers Reload.
 *
 * The new version: the page registers the built worker again under a versioned script URL
 * (`/sw.js?v=…`, the same file from apps/portal/dist). A changed script URL is a new worker to the
 * browser, which installs it and keeps it waiting, exactly as for a changed /sw.js on the server;
 * the built portal, which other tests load in parallel, is never written. (Answering /sw.js with
 * changed bytes through `context.route` does not work: Chromium fetches a worker's script in its
 * browser process, which neither Playwright's routes nor a browser-wide CDP Fetch.enable see.)
 *
 * Run alone: E2E_PORT=8383 npx playwright test -c tests/e2e/playwright.config.ts service-worker-update.spec.ts
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openNewLetterKeptOffline } from './offlinePortal';
import { expectServerHasLocalAudio, lengthMs, recorder } from './recorderPage';

test.use({ serviceWorkers: 'allow' });

/** The new version's script: the built worker, registered under a URL of its own. */
const newVersionScript = '/sw.js?v=e2e-new-version';

/** The page's registration as the browser reports it: its active and waiting workers' states. */
const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? 'none',
      waiting: registration?.waiting?.state ?? 'none',
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

/** The script URL of the worker in charge of the page: which version the page runs under. */
const controllerScript = (page: Page) =>
  page.evaluate(() => {
    const script = new URL(navigator.serviceWorker.controller?.scriptURL ?? '/none', location.href);
    return script.pathname + script.search;
  });

/** A new version reaches the browser, as when a deployment changes the worker on the server. */
const publishNewVersion = (page: Page) =>
  page.evaluate(async (script) => {
    await navigator.serviceWorker.register(script, { scope: '/' });
  }, newVersionScript);

test('a new version found during a recording waits until the audio is on the server, then Reload brings it in and keeps the recording', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await openNewLetterKeptOffline(page, signIn);
  expect(await registrationState(page)).toEqual({ active: 'activated', waiting: 'none', controlled: true });
  expect(await controllerScript(page)).toBe('/sw.js');

  const notice = page.getByText('A new version is ready');
  await recorder(page).getByRole('button', { name: 'Record', exact: true }).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await publishNewVersion(page);
  // The new version has installed and is held back: the update is there, and not offered.
  await expect
    .poll(() => registrationState(page), { timeout: 30_000 })
    .toMatchObject({ waiting: 'installed' });
  // The page looks again every 2 s for a moment with nothing unsent (serviceWorker.ts): a few of
  // those go by while the recording runs.
  await page.waitForTimeout(5000);
  await expect(notice).toBeHidden();
  expect(await controllerScript(page)).toBe('/sw.js');

  await recorder(page).getByRole('button', { name: 'Stop recording' }).click();
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  const recorded = await lengthMs(page);
  expect(recorded).toBeGreaterThan(4000);
  await expectServerHasLocalAudio(page);

  // Nothing unsent: the offer comes, and Reload brings the new version in charge of a new page.
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  // The open job still puts the browser's 'Leave site?' (spec 000 section 2): the fixture leaves.
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await reloaded;
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  await expect
    .poll(() => registrationState(page))
    .toEqual({ active: 'activated', waiting: 'none', controlled: true });
  expect(await controllerScript(page)).toBe(newVersionScript);
  // The recording is still there, every ms of it.
  await expect.poll(() => lengthMs(page)).toBe(recorded);
});
