/**
 * The recording page as the e2e tests drive it: the recorder region, its details, a take with
 * Chromium's fake microphone, and the check that the server holds the audio the page recorded.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { pageAuthorization } from './pageSession';

export const recorder = (page: Page) => page.getByRole('region', { name: 'Recorder' });
export const position = (page: Page) => recorder(page).getByRole('slider', { name: 'Position' });

export async function chooseFirst(page: Page, label: string) {
  const trigger = page.getByRole('button', { name: new RegExp(label) });
  // A field whose options are loading (a department just chosen) says so, disabled: not yet.
  await expect(trigger).toBeEnabled();
  if (await trigger.textContent().then((text) => !text?.includes('Select an item'))) return;
  await trigger.click();
  await page.getByRole('option').first().click();
  await expect(trigger).not.toContainText('Select an item');
}

export async function recordFor(page: Page, ms: number) {
  await recorder(page).getByRole('button', { name: 'Record', exact: true }).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await page.waitForTimeout(ms);
  await recorder(page).getByRole('button', { name: 'Stop recording' }).click();
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
}

/** The recording's length in ms, from the position slider's maximum. */
export async function lengthMs(page: Page): Promise<number> {
  return Number(await position(page).getAttribute('max'));
}

/** The server's hash, read through the same call the uploader uses. */
export async function serverHash(page: Page): Promise<string> {
  return page.evaluate(async (authorization) => {
    const key = document.querySelector('[data-audio-key]')?.getAttribute('data-audio-key') ?? '';
    const response = await fetch(
      `/api/author/audio-records/complete-suspend-with-length?fileName=${encodeURIComponent(key)}&hash=x&length=0`,
      {
        headers: {
          Accept: 'application/json',
          clientID: 'dictation-portal',
          Authorization: authorization,
        },
      },
    );
    return (await response.json()).hash as string;
  }, pageAuthorization(page));
}

/** The panel's verified local hash equals the server's: the server holds what was recorded. */
export async function expectServerHasLocalAudio(page: Page) {
  const panel = page.locator('section[data-upload-state="synced"]');
  await expect(panel).toHaveCount(1, { timeout: 30_000 });
  // The panel publishes the hash when its last verification ends, which can follow `synced`.
  await expect(panel).toHaveAttribute('data-audio-hash', /^[0-9a-f]{64}$/, { timeout: 30_000 });
  await expect
    .poll(async () => (await serverHash(page)) === (await panel.getAttribute('data-audio-hash')), {
      timeout: 30_000,
    })
    .toBe(true);
}
