/**
 * Issue 35, dictate with no network. The service worker installs once a signed-in page has had
 * its time (apps/portal/src/offline) and keeps the app shell; the API client keeps the user's
 * lookups (core's keptAnswers). A new letter recorded offline is a draft: its audio waits in the
 * journal, its job is created when the network returns, and the server then holds exactly what
 * was recorded.
 *
 * Run alone: E2E_PORT=8383 npx playwright test -c tests/e2e/playwright.config.ts offline.spec.ts
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keptDrafts, listsKeptForEveryPlace, openNewLetterKeptOffline, serverJobOf } from './offlinePortal';
import { pageAuthorization } from './pageSession';
import {
  chooseFirst,
  expectServerHasLocalAudio,
  lengthMs,
  position,
  recorder,
  recordFor,
} from './recorderPage';
import { apiHeaders, serverLengthMs } from './serverAudio';

test.use({ serviceWorkers: 'allow' });
// Each test starts from its worker's own sandbox, reset (fixtures.ts), and a browser context of its
// own: the workers share the file's tests out. In one worker, this file's 208 s ran alone at the
// end of the suite while the other two had finished (stop 77's CI, 45 s of one worker busy).
test.describe.configure({ mode: 'parallel' });

const recordButton = (page: Page) => recorder(page).getByRole('button', { name: 'Record', exact: true });
const offlineNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'this letter will be created when the network returns' });

/** The server's open job of the signed-in author (current-letter), as the page's session asks. */
const serverCurrentLetter = (page: Page) =>
  page.evaluate(async (authorization) => {
    const answer = await fetch('/api/author/letters/current-letter', {
      headers: { Accept: 'application/json', clientID: 'dictation-portal', Authorization: authorization },
    });
    return (await answer.json()) as {
      id?: number;
      organisationItemId?: number;
      departmentName?: string;
      audio?: { audioSegment?: { audioRecord?: { key?: string } } };
    };
  }, pageAuthorization(page));

test('signed in, offline and reloaded: the portal opens, records a new letter as a draft, and sends it when the network returns', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(180_000);
  const department = await openNewLetterKeptOffline(page, signIn);

  await context.setOffline(true);
  await page.reload();
  // The signed-in portal, from the worker's copy of its files and the kept lookups.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(recordButton(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: /Department/ })).toHaveText(department);
  await recordFor(page, 3000);
  await expect(offlineNote(page)).toBeVisible();
  const recorded = await lengthMs(page);
  expect(recorded).toBeGreaterThan(2000);

  // Still offline, the page comes back with the draft and every ms of it.
  await page.reload();
  await expect(recordButton(page)).toBeEnabled();
  await expect(offlineNote(page)).toBeVisible();
  await expect.poll(() => lengthMs(page)).toBe(recorded);
  const audioKey = await page.locator('[data-audio-key]').getAttribute('data-audio-key');
  // A sign-out now would leave the draft on this computer: it asks first, naming it.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  const question = page.getByRole('alertdialog', { name: 'Not everything is saved yet' });
  await expect(question.getByRole('listitem')).toHaveText([
    new RegExp(`^A letter recorded with no network at .+: ${Math.ceil(recorded / 1000)} s of audio$`),
  ]);
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(question).toBeHidden();
  // In Progress, opened with no network, lists it with its length, to be finished on New letter.
  const list = await context.newPage();
  await list.goto('/in-progress');
  await expect(
    list.getByRole('region', { name: 'Recorded with no network' }).getByRole('listitem'),
  ).toHaveText([
    new RegExp(`00:0${Math.floor(recorded / 1000)}.*Not completed yet: open New letter to finish it`),
  ]);
  await list.close();

  await context.setOffline(false);
  await expect(offlineNote(page)).toBeHidden({ timeout: 30_000 });
  await expectServerHasLocalAudio(page);
  const letter = await serverCurrentLetter(page);
  expect(letter.audio?.audioSegment?.audioRecord?.key).toBe(audioKey);
  expect(department).toContain(letter.departmentName);
});

/**
 * Records a letter for 5 s on the page (offline) and completes it; returns its length. The
 * department asks for a label and the hospital number (Complete needs them): the lists are the
 * ones kept from the visit online.
 */
async function recordAndCompleteOffline(page: Page, hospitalNumber: string) {
  await expect(recordButton(page)).toBeEnabled();
  await chooseFirst(page, 'Priority');
  await chooseFirst(page, 'Label');
  await page.getByRole('textbox', { name: 'Hosp. No.' }).fill(hospitalNumber);
  await recordFor(page, 5000);
  const recorded = await lengthMs(page);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete this dictation?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Completed on this computer').first()).toBeVisible();
  // The next letter starts at once, on the same page, with nothing recorded yet.
  await expect(offlineNote(page)).toBeHidden();
  await expect(position(page)).toBeDisabled();
  return recorded;
}

/** Opens New letter online, then records and completes one letter with no network. */
async function oneLetterCompletedOffline(
  page: Page,
  signIn: (user: 'admin') => Promise<void>,
  hospitalNumber: string,
) {
  await openNewLetterKeptOffline(page, signIn);
  await page.context().setOffline(true);
  await page.reload();
  const recorded = await recordAndCompleteOffline(page, hospitalNumber);
  const [draft] = await keptDrafts(page);
  return { recorded, draft: draft! };
}

/** The server holds the draft's job past Audio capture, for that patient, with every recorded ms. */
async function expectSent(
  request: APIRequestContext,
  draft: { payload: { audioKey: string } },
  expected: { hospitalNumber: string; recorded: number },
) {
  const headers = await apiHeaders(request, 'admin');
  const job = await serverJobOf(request, headers, draft.payload);
  expect(job.patientMRN).toBe(expected.hospitalNumber);
  expect(job.letterStepName).not.toBe('Audio capture');
  expect(await serverLengthMs(request, headers, draft.payload.audioKey)).toBe(expected.recorded);
  return job;
}

/**
 * Against the usual sandbox, and one that knows only the spec (issue 30's spec-only mode): it
 * refuses a create sent again with the same audio key, so the page finds the job it made by its key.
 */
for (const server of ['usual', 'spec-only'] as const)
  test(`two letters completed offline are created and completed in the order recorded, once each, though the page is reloaded mid-send (${server} server)`, async ({
    page,
    context,
    signIn,
    request,
  }) => {
    test.setTimeout(240_000);
    const specOnly = (on: boolean) => request.post('/sandbox/test/spec-only', { data: { on } });
    if (server === 'spec-only') expect((await specOnly(true)).ok()).toBe(true);
    const department = await openNewLetterKeptOffline(page, signIn);

    await context.setOffline(true);
    await page.reload();
    const lengths: number[] = [];
    for (let letter = 0; letter < 2; letter += 1)
      lengths.push(await recordAndCompleteOffline(page, `H-OFF-${letter}`));
    const drafts = await keptDrafts(page);
    expect(drafts.map((draft) => draft.completed)).toEqual([true, true]);

    // The network returns; the page is reloaded as soon as the first job is being created.
    // (On the context: with a service worker in charge, the page's fetches are reported there.)
    const firstCreate = context.waitForEvent('request', (sent) =>
      sent.url().includes('/api/author/letters/create'),
    );
    if (server === 'spec-only') {
      // The reload comes once the first job is made, while its audio is on its way (the first
      // audio call is held 3 s): its create is sure to be sent again, and the job is still open.
      const held = { path: '/api/author/audio-records/*', count: 1, delayMs: 3000 };
      expect((await request.post('/sandbox/test/faults', { data: held })).ok()).toBe(true);
    }
    await context.setOffline(false);
    const sent = await firstCreate;
    if (server === 'spec-only') await sent.response();
    await page.reload();
    // Each sent (a refused draft would stay, with the server's words).
    await expect.poll(() => keptDrafts(page), { timeout: 60_000 }).toEqual([]);
    // The checks below find each job by a create sent again, which only our server answers.
    expect((await specOnly(false)).ok()).toBe(true);

    // Each draft's job, as the server answers a create sent again with its key (the same job).
    const headers = await apiHeaders(request, 'admin');
    const jobs = [];
    for (const [index, { payload }] of drafts.entries()) {
      const job = await serverJobOf(request, headers, payload);
      jobs.push(job);
      expect(job.letterStepName).not.toBe('Audio capture');
      expect(job.patientMRN).toBe(`H-OFF-${index}`);
      expect(department).toContain(job.departmentName);
      // Completed with the hash of the audio kept on this computer (the server checks it), and as
      // long as it was when the user pressed Complete.
      expect(await serverLengthMs(request, headers, payload.audioKey)).toBe(lengths[index]);
    }
    expect(jobs[0]!.id).toBeLessThan(jobs[1]!.id);
    // No duplicate: the list search finds one letter per hospital number, the job above.
    for (const [index, job] of jobs.entries()) {
      const filter = encodeURIComponent(`mrn eq 'H-OFF-${index}'`);
      const found = await request.get(`/api/author/odata/Letters/LettersService.Search()?$filter=${filter}`, {
        headers,
      });
      expect(((await found.json()) as { value: { id: number }[] }).value.map((letter) => letter.id)).toEqual([
        job.id,
      ]);
    }
  });

test('two tabs of the account send a letter completed offline once: one sends, the other shows it until it is sent', async ({
  page,
  context,
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const chosenOnline = await openNewLetterKeptOffline(page, signIn);
  // The page had its time online: it read every department's lists in the background.
  await expect.poll(() => listsKeptForEveryPlace(page), { timeout: 60_000 }).toBe(true);
  const list = await context.newPage();
  await list.goto('/in-progress');
  await expect(list.getByRole('heading', { name: 'In Progress Jobs', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // A department never chosen online: its priorities and templates were read in the background
  // while online, so the letter can be made there (its priority is chosen below).
  await page.getByRole('button', { name: /Department/ }).click();
  const departments = await page.getByRole('option').allTextContents();
  const otherDepartment = departments.find((name) => !chosenOnline.includes(name)) ?? '';
  await page.getByRole('option', { name: otherDepartment, exact: true }).click();
  await expect(page.getByRole('button', { name: /Department/ })).toContainText(otherDepartment);
  const recorded = await recordAndCompleteOffline(page, 'H-TWO-TABS');
  // The list opened before the letter was recorded shows it, from the storage the tabs share.
  const outbox = list.getByRole('region', { name: 'Recorded with no network' });
  await expect(outbox.getByRole('status')).toHaveText('1 letter waiting to be sent.');
  await expect(outbox.getByRole('listitem')).toContainText('Completed: waiting for the network');
  const [draft] = await keptDrafts(page);

  // Back online, both tabs' outboxes wake; one window of the account sends (a Web Lock).
  await context.setOffline(false);
  await expect.poll(() => keptDrafts(page), { timeout: 60_000 }).toEqual([]);
  const sentSaid = async () =>
    (await page.getByText('Sent as Job').count()) + (await outbox.getByText('Sent as Job').count());
  await expect.poll(sentSaid).toBe(1);
  for (const tab of [page, list]) await expect(tab.getByText(/^Not sent/)).toHaveCount(0);

  const job = await expectSent(request, draft!, { hospitalNumber: 'H-TWO-TABS', recorded });
  expect(job.departmentName).toBe(otherDepartment);
});

test('a session that ends while a letter recorded offline waits loses nothing: signed in again, the letter is sent', async ({
  page,
  context,
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const { recorded, draft } = await oneLetterCompletedOffline(page, signIn, 'H-EXPIRED');

  // A day passes before the network returns: the sign-in on this computer has expired meanwhile.
  const clock = await request.post('/sandbox/test/clock', { data: { advanceSeconds: 25 * 3600 } });
  expect(clock.ok()).toBe(true);
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 60_000 });
  // Signed out by the server, the draft is still on this computer.
  expect(await keptDrafts(page)).toEqual([draft]);

  await signIn('admin');
  await page.goto('/in-progress');
  await expect.poll(() => keptDrafts(page), { timeout: 60_000 }).toEqual([]);
  await expectSent(request, draft, { hospitalNumber: 'H-EXPIRED', recorded });
});

test('a letter the server refuses when the network returns is shown with its words, kept, and sent again by the user', async ({
  page,
  context,
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const { recorded, draft } = await oneLetterCompletedOffline(page, signIn, 'H-REFUSED');

  // The server refuses the first create (a field no longer valid, say), in its own words.
  const fault = { path: '/api/author/letters/create', count: 1, status: 400 };
  expect((await request.post('/sandbox/test/faults', { data: fault })).ok()).toBe(true);
  await context.setOffline(false);
  const outbox = page.getByRole('region', { name: 'Recorded with no network' });
  await expect(outbox.getByRole('listitem')).toContainText('Not sent: Injected failure 400', {
    timeout: 60_000,
  });
  await expect(outbox.getByRole('status')).toHaveText(/1 was not accepted/);
  expect(await keptDrafts(page)).toEqual([draft]);

  await outbox.getByRole('button', { name: 'Send again' }).click();
  await expect(outbox.getByRole('listitem')).toContainText(/Sent as Job \d+/, { timeout: 60_000 });
  expect(await keptDrafts(page)).toEqual([]);
  await expectSent(request, draft, { hospitalNumber: 'H-REFUSED', recorded });
});
