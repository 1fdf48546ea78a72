/**
 * The letter screen as the end-to-end tests drive it: signing in a second person, finding a
 * letter in a given state through the search the lists use, opening it, typing, and reading what
 * the server holds.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { type DemoUser, expect, submitLogin } from './fixtures';
import { pageAuthorization } from './pageSession';

export const editor = (page: Page) => page.getByRole('textbox', { name: 'Letter text' });
export const saveState = (page: Page) => page.getByRole('status', { name: 'Save state' });
export const footer = (page: Page) => page.getByRole('region', { name: 'Letter actions' });

/** To Review, not deleted, cleared or locked: any user may open and edit it. */
export const toReview =
  'letterStepType eq 5000 and isDeleted eq false and isLetterCleaned eq false and autoLockedUserId eq null and heldUserId eq null';

/** A page signed in as `user` in a context of its own (another browser, another person). */
export async function signedIn(
  browser: Browser,
  user: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return { context, page };
}

/** A GET on the sandbox API with the page's session, as the portal sends it. */
async function apiGet<Answer>(page: Page, path: string): Promise<Answer> {
  return page.evaluate(
    async ({ url, authorization }) => {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', clientID: 'dictation-portal', Authorization: authorization },
      });
      return response.json();
    },
    { url: path, authorization: pageAuthorization(page) },
  );
}

/** The signed-in user's id. */
export async function currentUserId(page: Page): Promise<number> {
  return (await apiGet<{ id: number }>(page, '/api/author/user-profiles/current')).id;
}

/** The first letter matching an OData filter, or 0. */
export async function firstLetter(page: Page, filter: string): Promise<number> {
  const answer = await apiGet<{ value: { id: number }[] }>(
    page,
    `/api/author/odata/Letters/LettersService.Search()?$top=1&$orderby=id&$filter=${encodeURIComponent(filter)}`,
  );
  return answer.value[0]?.id ?? 0;
}

/** The letter's text as the server holds it. */
export async function serverText(page: Page, letterId: number): Promise<string> {
  const answer = await apiGet<{ editableContent: string }>(
    page,
    `/api/author/documents/patched?documentId=null&letterId=${letterId}`,
  );
  return answer.editableContent;
}

/** Opens a letter from the in-progress list's route and waits for its editable text. */
export async function openLetter(page: Page, letterId: number) {
  await page.goto(`/in-progress/letter/${letterId}`);
  // The first opening of a run builds the page's code caches and decodes the letter's audio on a
  // machine that is also serving the sandbox: give it room, it is not what these tests measure.
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'false');
}

/**
 * Signs a secretary in and opens the first To Review letter after giving it `html` as its
 * document (the sandbox's test control, as if typed elsewhere, e.g. exported from Word).
 */
export async function openLetterHolding(
  page: Page,
  request: APIRequestContext,
  signIn: (user: DemoUser) => Promise<void>,
  html: string,
): Promise<number> {
  await page.goto('/login');
  await signIn('secretary');
  const letterId = await firstLetter(page, toReview);
  const put = await request.put(`/sandbox/test/letters/${letterId}/document`, { data: { content: html } });
  expect(put.ok(), `the letter's document answered ${put.status()}`).toBe(true);
  await openLetter(page, letterId);
  return letterId;
}

/** Opens a letter as a user would from the in-progress list on screen: its Job ID, then its row. */
export async function openFromList(page: Page, letterId: number) {
  await page.getByRole('textbox', { name: 'Job ID' }).fill(String(letterId));
  await page.getByRole('textbox', { name: 'Job ID' }).press('Enter');
  await expect(page.getByText(/Showing 1 of 1/)).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: String(letterId) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/in-progress/letter/${letterId}$`));
  await expect(editor(page)).toHaveAttribute('aria-readonly', 'false', { timeout: 30_000 });
}

/** Signs `user` in and opens the first letter matching `filter` (To Review by default). */
export async function signInAndOpen(
  page: Page,
  signIn: (user: DemoUser) => Promise<void>,
  user: DemoUser,
  filter = toReview,
): Promise<number> {
  await page.goto('/login');
  await signIn(user);
  const letterId = await firstLetter(page, filter);
  expect(letterId, `a letter matching ${filter}`).toBeGreaterThan(0);
  await openLetter(page, letterId);
  return letterId;
}

/** Types at the end of the letter, as a secretary would. */
export async function typeAtEnd(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * The letter's text as this computer keeps it until the server has it (the edit journal of the
 * signed-in account, in IndexedDB), or '' when nothing is kept.
 */
export async function editsKeptOnThisComputer(page: Page, letterId: number): Promise<string> {
  return page.evaluate(async (id) => {
    const result = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const journals = (await indexedDB.databases()).filter((database) =>
      database.name?.startsWith('dictation-letter-edits'),
    );
    for (const { name } of journals) {
      const database = await result(indexedDB.open(name ?? ''));
      const entry = await result<{ html: string } | undefined>(
        database.transaction('edits', 'readonly').objectStore('edits').get(id),
      );
      database.close();
      if (entry) return entry.html;
    }
    return '';
  }, letterId);
}
