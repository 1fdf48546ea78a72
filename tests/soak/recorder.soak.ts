/**
 * Issue 15's soak: 20 cycles on one job of record / cut the audio calls for a random time /
 * reload or crash the tab (close it without unload handlers) / reopen. Each cycle compares the
 * length the page showed just before the fault with the length the next page shows, and prints
 * audio recorded against audio kept. Fails when the worst loss is over 100 ms. At the end the
 * server must hold exactly the page's audio.
 *
 *   npm run soak            (SOAK_CYCLES=5 npm run soak for a short run)
 */
import type { BrowserContext, Page } from '@playwright/test';
import { audioCallCutter, expect, test } from '../e2e/fixtures';

const cycles = Number(process.env.SOAK_CYCLES ?? 20);
const allowedLossMs = 100;

const recorder = (page: Page) => page.getByRole('region', { name: 'Recorder' });
const recordButton = (page: Page) => recorder(page).getByRole('button', { name: 'Record', exact: true });
const lengthMs = async (page: Page) =>
  Number(await recorder(page).getByRole('slider', { name: 'Position' }).getAttribute('max'));

/** Deterministic, so a failing run can be repeated (SOAK_SEED). */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return (min: number, max: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return min + Math.round((state / 2 ** 32) * (max - min));
  };
}

async function openRecorder(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/new-letter');
  await expect(recordButton(page)).toBeEnabled();
  return page;
}

test('20 cycles of record, cut, reload or crash, reopen: the worst loss is at most 100 ms', async ({
  page: firstPage,
  signIn,
}) => {
  const random = randomSource(Number(process.env.SOAK_SEED ?? 15));
  const context = firstPage.context();
  await context.grantPermissions(['microphone']);
  await firstPage.goto('/new-letter');
  await signIn('doctor');
  await firstPage.close();
  const audioCalls = await audioCallCutter(context);
  let page = await openRecorder(context);
  const rows: string[] = [];
  let worstLossMs = 0;

  for (let cycle = 1; cycle <= cycles; cycle++) {
    const startedAt = await lengthMs(page);
    await recordButton(page).click();
    await expect(recorder(page).getByRole('status')).toContainText('Recording');
    await page.waitForTimeout(random(1000, 3000));
    audioCalls.cut();
    await page.waitForTimeout(random(500, 5000));
    if (random(0, 1) === 1) audioCalls.restore();
    await page.waitForTimeout(random(200, 2000));
    const shownBefore = await lengthMs(page);
    const fault = random(0, 1) === 1 ? 'crash' : 'reload';
    if (fault === 'reload') {
      await page.reload();
      await expect(recordButton(page)).toBeEnabled();
    } else {
      await page.close({ runBeforeUnload: false });
      page = await openRecorder(context);
    }
    const kept = await expect
      .poll(() => lengthMs(page), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(shownBefore - allowedLossMs)
      .then(
        () => lengthMs(page),
        () => lengthMs(page),
      );
    // The cut may still be on: the recording came back from this computer alone.
    audioCalls.restore();
    const lossMs = Math.max(0, shownBefore - kept);
    worstLossMs = Math.max(worstLossMs, lossMs);
    rows.push(
      `cycle ${String(cycle).padStart(2)} ${fault.padEnd(6)} recorded ${((shownBefore - startedAt) / 1000).toFixed(1)} s, ` +
        `length before ${shownBefore} ms, after ${kept} ms, lost ${lossMs} ms`,
    );
    console.log(rows.at(-1));
  }

  // The server ends with exactly what the page has.
  await recordButton(page).click();
  await page.waitForTimeout(2000);
  await recorder(page).getByRole('button', { name: 'Stop recording' }).click();
  const synced = page.locator('section[data-upload-state="synced"]');
  await expect(synced).toHaveCount(1, { timeout: 120_000 });
  console.log(`\nsoak: ${cycles} cycles, worst loss ${worstLossMs} ms (allowed ${allowedLossMs} ms)`);
  expect(worstLossMs).toBeLessThanOrEqual(allowedLossMs);
});
