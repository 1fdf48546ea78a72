/**
 * The letter screen's footer end to end (issue 17; spec 001 sections 2, 4, 6 and 8): completing,
 * un-completing, deleting and restoring a letter; the organisation that keeps doctors from
 * completing; approving and recalling approval. Every step is checked against what the server
 * then says about the letter, not only against what the screen shows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  currentUserId,
  editor,
  firstLetter,
  footer,
  openLetter,
  saveState,
  serverText,
  signInAndOpen,
  toReview,
} from './letterPage';

// Each test starts from its worker's own sandbox, reset (fixtures.ts): no test needs another's
// order or worker, so both workers share the file's tests out instead of one running them all.
test.describe.configure({ mode: 'parallel' });

const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

async function moreAction(page: Page, name: string) {
  await footer(page).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('a secretary completes a letter, finds it under Completed, un-completes, deletes and restores it', async ({
  page,
  signIn,
}) => {
  const letterId = await signInAndOpen(page, signIn, 'secretary');
  await footer(page).getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page).toHaveURL(/\/in-progress$/);
  await expect(notice(page, `Letter #${letterId} completed`)).toBeVisible();

  await page.goto('/completed');
  await page.getByRole('textbox', { name: 'Job ID' }).fill(String(letterId));
  await page.keyboard.press('Enter');
  await page.getByRole('row', { name: new RegExp(`\\b${letterId}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`/completed/letter/${letterId}$`));
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'true');

  await footer(page).getByRole('button', { name: 'Un-complete' }).click();
  await expect(notice(page, `Letter #${letterId} un-completed`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/in-progress/letter/${letterId}$`));
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'false');

  await moreAction(page, 'Delete');
  await page
    .getByRole('alertdialog', { name: `Delete letter #${letterId}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(notice(page, `Letter #${letterId} deleted`)).toBeVisible();
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'true');
  expect(await firstLetter(page, `id eq ${letterId} and isDeleted eq true`)).toBe(letterId);

  await footer(page).getByRole('button', { name: 'Restore' }).click();
  await page
    .getByRole('dialog', { name: `Restore letter #${letterId}` })
    .getByRole('button', { name: 'To Review' })
    .click();
  await expect(notice(page, `Letter #${letterId} restored`)).toBeVisible();
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'false');
  expect(await firstLetter(page, `id eq ${letterId} and isDeleted eq false and letterStepType eq 5000`)).toBe(
    letterId,
  );
});

test('a doctor whose department blocks doctor completion is told so, and the letter stays To Review', async ({
  page,
  signIn,
}) => {
  const letterId = await signInAndOpen(page, signIn, 'doctor', `${toReview} and orgItemName eq 'Radiology'`);
  await footer(page).getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(notice(page, 'You have no permission to complete the job')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/in-progress/letter/${letterId}$`));
  expect(await firstLetter(page, `id eq ${letterId} and letterStepType eq 5000`)).toBe(letterId);
});

test('the author approves a letter of an author-approval department, then recalls the approval', async ({
  page,
  signIn,
}) => {
  await page.goto('/login');
  await signIn('doctor');
  const letterId = await firstLetter(
    page,
    `${toReview} and orgItemName eq 'Cardiology' and authorId eq ${await currentUserId(page)} and approved eq false`,
  );
  await openLetter(page, letterId);

  await footer(page).getByRole('button', { name: 'Approve' }).click();
  await expect(footer(page).getByText('Approved', { exact: true })).toBeVisible();
  expect(await firstLetter(page, `id eq ${letterId} and approved eq true`)).toBe(letterId);

  await moreAction(page, 'Recall approval');
  await expect(footer(page).getByRole('button', { name: 'Approve' })).toBeVisible();
  expect(await firstLetter(page, `id eq ${letterId} and approved eq false`)).toBe(letterId);
});

test('a secretary writes a note against the counter, and a Text magic result goes into the letter and is saved', async ({
  page,
  signIn,
}) => {
  const letterId = await signInAndOpen(page, signIn, 'secretary');
  await moreAction(page, 'Add/Edit notes');
  const dialog = page.getByRole('dialog', { name: 'Add/Edit notes' });
  const notes = dialog.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Ring the GP before sending');
  await expect(dialog.getByText('26 / 200')).toBeVisible();
  // Over the limit: kept whole and refused with a message, never cut unseen (issue 31).
  await notes.fill('x'.repeat(205));
  await expect(notes).toHaveValue('x'.repeat(205));
  await expect(dialog.getByText('205 / 200')).toBeVisible();
  await expect(notes).toHaveAccessibleDescription(/At most 200 characters: remove 5 characters\./);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notes).toBeFocused();
  await expect(dialog).toBeVisible();
  await notes.fill('Ring the GP before sending');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(await firstLetter(page, `id eq ${letterId} and notes eq 'Ring the GP before sending'`)).toBe(
    letterId,
  );

  await footer(page).getByRole('button', { name: 'Text magic' }).click();
  const panel = page.getByRole('region', { name: 'Text magic' });
  await panel.getByRole('button', { name: 'Patient friendly' }).click();
  await expect(panel.getByText(/check-up/)).toBeVisible();
  await panel.getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(editor(page)).toContainText('check-up');
  await expect(saveState(page)).toHaveText('Saved');
  expect(await serverText(page, letterId)).toContain('check-up');
});
