/**
 * Issue 31 on a host page: the widgets of apps/host-epr (a sign-in, two recorders, a list and a
 * letter view) sign out after the profile's inactivity time as the portal does. With a short time
 * (the sandbox's test control), the page warns once, whatever the number of elements; "Stay
 * signed in" keeps the session; unanswered, every element shows its sign-in again and the host
 * hears of one sign-out.
 *
 * Needs `npm run build` (the bundles in packages/widgets/dist/bundle, the host page's build).
 * Run alone: E2E_PORT=8383 E2E_WORKERS=1 npx playwright test -c tests/e2e/playwright.config.ts host-inactivity.spec.ts
 */
import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from './fixtures';

const hostPage = '/host-epr/';
const timeoutSeconds = 20;
/** The warning shows for the second half of a timeout under two minutes: the last 10 s of 20. */
const warningSeconds = timeoutSeconds / 2;

const signInWidget = (page: Page) => page.locator('dictation-sign-in');
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'You will be signed out soon' });

test('a host page warns once before the inactivity sign-out; "Stay signed in" keeps it; unanswered, every element signs in again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const answer = await request.put('/sandbox/test/users/doctor/inactivity', {
    data: { seconds: timeoutSeconds },
  });
  expect(answer.ok()).toBe(true);
  await page.goto(hostPage);
  const signIn = signInWidget(page);
  await signIn.getByRole('textbox', { name: /^Username/ }).fill('doctor');
  await signIn.getByLabel(/^Password/).fill(demoPassword);
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await expect(signIn.getByText(/^Signed in as /)).toBeVisible();
  await expect(page.locator('#recorder').getByRole('button', { name: 'Record', exact: true })).toBeVisible();

  // Two recorders, a list and a letter view beside the sign-in: one warning.
  await expect(warning(page)).toBeVisible({ timeout: timeoutSeconds * 1000 });
  await expect(warning(page)).toHaveCount(1);
  await expect(warning(page)).toContainText(/signed out in 0:(0\d|10) to keep patient data safe/);
  const shownAt = Date.now();
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toHaveCount(0);
  // Past the moment the session would have ended without the answer: still signed in.
  await page.waitForTimeout(Math.max(0, (warningSeconds + 1) * 1000 - (Date.now() - shownAt)));
  await expect(signIn.getByText(/^Signed in as /)).toBeVisible();

  // Nobody answers the next warning: every element shows its sign-in again.
  await expect(warning(page)).toBeVisible({ timeout: timeoutSeconds * 1000 });
  await expect(signIn.getByRole('button', { name: 'Log in' })).toBeVisible({
    timeout: timeoutSeconds * 1000,
  });
  await expect(warning(page)).toHaveCount(0);
  await expect(page.locator('#recorder').getByText('Sign in to see this.')).toBeVisible();
  await expect(page.locator('#recorder-evergreen').getByText('Sign in to see this.')).toBeVisible();
  await page.getByRole('tab', { name: 'Letters' }).click();
  await expect(page.locator('dictation-letters-table').getByText('Sign in to see this.')).toBeVisible();
  await expect(page.locator('dictation-letter-view').getByText('Sign in to see this.')).toBeVisible();
  await page.getByRole('tab', { name: 'Event log' }).click();
  await expect(page.locator('#event-log li[data-event="dictation-signed-out"]')).toHaveCount(1);
});
