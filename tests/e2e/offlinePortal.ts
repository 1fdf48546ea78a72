/**
 * The start of the offline tests (issue 35): the recording page of an author, with the service
 * worker keeping the portal.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseFirst } from './recorderPage';

/** Whether the page's service worker is activated and in charge of the page. */
const workerInCharge = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });

/**
 * Signs in as the administrator (an author with no open job: the seed gives every doctor one),
 * opens New letter with an organisation and department chosen, and waits until the service worker
 * keeps the portal. Returns the department's field text.
 */
export async function openNewLetterKeptOffline(page: Page, signIn: (user: 'admin') => Promise<void>) {
  await page.context().grantPermissions(['microphone']);
  await page.goto('/login');
  await signIn('admin');
  await page.goto('/new-letter');
  await chooseFirst(page, 'Organisation');
  await chooseFirst(page, 'Department');
  await expect.poll(() => workerInCharge(page), { timeout: 60_000 }).toBe(true);
  return (await page.getByRole('button', { name: /Department/ }).textContent()) ?? '';
}
