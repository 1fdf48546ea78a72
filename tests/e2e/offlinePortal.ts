/**
 * The start of the offline tests (issue 35): the recording page of an author, with the service
 * worker keeping the portal; the drafts the account keeps, and the jobs the server made of them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
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
  // The page's clock runs as usual, and is moved on below rather than waited for.
  await page.clock.install();
  await page.goto('/login');
  await signIn('admin');
  await page.goto('/new-letter');
  await chooseFirst(page, 'Organisation');
  await chooseFirst(page, 'Department');
  // The signed-in page has had its time: the worker installs (35 s after, apps/portal/src/offline).
  await page.clock.fastForward('00:40');
  await expect.poll(() => workerInCharge(page), { timeout: 60_000 }).toBe(true);
  return (await page.getByRole('button', { name: /Department/ }).textContent()) ?? '';
}

/**
 * Whether the page keeps, for a letter recorded with no network, the priorities and templates of
 * every department the user may record in (or of an organisation without departments): the
 * recording page reads them in the background a while after it opened online.
 */
export const listsKeptForEveryPlace = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.includes(':kept-answers:'));
    const kept = JSON.parse((key && localStorage.getItem(key)) || '{}') as Record<string, string>;
    const keptUrl = (path: string) => Object.keys(kept).some((url) => url.endsWith(path));
    const organisationsUrl = Object.keys(kept).find((url) =>
      url.endsWith('/author/organization-items/all-my'),
    );
    if (!organisationsUrl) return false;
    type Place = { id: number; childrenOrgItems?: Place[] | null };
    const organisations = JSON.parse(kept[organisationsUrl]!) as Place[];
    const places = organisations.flatMap((organisation) =>
      organisation.childrenOrgItems?.length ? organisation.childrenOrgItems : [organisation],
    );
    return places.every(
      ({ id }) =>
        keptUrl(`/author/priorities/v2/${id}`) && keptUrl(`/author/templates/organisationItem/${id}`),
    );
  });

/** The account's offline drafts as account storage keeps them (issue 35; `{ value }` envelopes). */
export const keptDrafts = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(':offlineDrafts'));
    const kept = JSON.parse((key && localStorage.getItem(key)) || '{}') as {
      value?: { payload: { audioKey: string }; completed: boolean; lengthMs?: number }[];
    };
    return kept.value ?? [];
  });

/** The job the server holds for a draft, as it answers a create sent again with its key. */
export async function serverJobOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  payload: object,
) {
  const answer = await request.post('/api/author/letters/create', { headers, data: payload });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    id: number;
    letterStepName: string;
    departmentName: string;
    patientMRN: string;
  };
}
