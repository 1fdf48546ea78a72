/**
 * Letter locks that never lock the wrong person out (issues 31 and 34; spec 001 sections 4, 6 and
 * 8; docs/wire-contract.md, Locks): a colleague who views a held letter leaves no lock behind, so
 * its holder opens it from the list and edits it; and the lock is held per tab, so leaving the
 * letter in one tab keeps the lock the other tab edits under.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  editor,
  firstLetter,
  footer,
  openFromList,
  openLetter,
  saveState,
  serverText,
  signedIn,
  signInAndOpen,
  typeAtEnd,
} from './letterPage';

const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true }).click();
const leavingRequest = (page: Page, letterId: number) =>
  page.waitForResponse((response) =>
    response.url().includes(`/api/author/clinical-letter-locks/unlock/${letterId}`),
  );

test('a colleague who views a held letter leaves no lock: its holder opens it from the list and edits it', async ({
  browser,
  page,
  signIn,
}) => {
  const letterId = await signInAndOpen(page, signIn, 'secretary');
  await footer(page).getByRole('button', { name: 'Lock' }).click();
  await expect(footer(page).getByRole('button', { name: 'Unlock' })).toBeVisible();
  await back(page);
  await expect(page).toHaveURL(/\/in-progress$/);

  const ada = await signedIn(browser, 'admin');
  await ada.page.goto(`/in-progress/letter/${letterId}`);
  await expect(editor(ada.page)).toHaveAttribute('aria-readonly', 'true');
  // Spec 001 section 8's words, then who holds it.
  await expect(ada.page.getByRole('note')).toContainText('This job is locked');
  await expect(ada.page.getByRole('note')).toContainText('Sam Patel has locked it.');
  await back(ada.page);
  await expect(ada.page).toHaveURL(/\/in-progress$/);
  expect(await firstLetter(page, `id eq ${letterId} and autoLockedUserId eq null`)).toBe(letterId);

  // Sam opens her letter from the list, as she would.
  await openFromList(page, letterId);
  await ada.context.close();
});

test('two tabs of one user: leaving the letter in one keeps the other’s lock and saves; no colleague can take it', async ({
  browser,
  page,
  signIn,
}) => {
  const letterId = await signInAndOpen(page, signIn, 'secretary');
  const otherTab = await page.context().newPage();
  await openLetter(otherTab, letterId);

  const left = leavingRequest(page, letterId);
  await back(page);
  expect((await left).ok()).toBe(true);

  const doctor = await signedIn(browser, 'doctor2');
  await doctor.page.goto(`/in-progress/letter/${letterId}`);
  await expect(doctor.page.getByText('This letter is autolocked by Sam Patel')).toBeVisible();
  await expect(doctor.page).toHaveURL(/\/in-progress$/);

  await typeAtEnd(otherTab, ' Typed in the other tab.');
  await expect(saveState(otherTab)).toHaveText('Saved');
  expect(await serverText(otherTab, letterId)).toContain('Typed in the other tab.');
  await doctor.context.close();
});
