/**
 * Issue 18, the widgets in a host page: apps/host-epr as the sandbox serves it (a plain HTML page
 * with hostile global CSS) embeds the script bundles of @dictation/widgets. Signing in through
 * `<dictation-sign-in>` signs in the list beside it; the widgets' buttons and text look exactly as
 * in the portal despite the page's CSS; the page logs the widgets' events in order; a reload
 * while recording loses nothing and reopens the job in the recorder of the page that recorded
 * it; the recorder in an iframe without allow="microphone" explains why it cannot record; the
 * Letters tab's list and letter screen download only once shown, the recorder below the fold
 * loads without being scrolled to, a recorder's loading overlay leaves the host page's focus
 * alone, the page's first script refreshes the token before the widgets' code is in, and the
 * elements say so when their code cannot download (issue 33).
 *
 * Needs `npm run build` (the bundles in packages/widgets/dist/bundle): `npm test` runs it first.
 * Run alone: E2E_PORT=8383 npx playwright test -c tests/e2e/playwright.config.ts host-epr.spec.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { demoPassword, expect, holdRequests, test } from './fixtures';
import { useHelperSim } from './helperSim';
import { toReview } from './letterPage';
import { keptDrafts, serverJobOf } from './offlinePortal';
import { apiHeaders, serverLengthMs } from './serverAudio';

// Each test starts from its worker's own sandbox, reset (fixtures.ts): no test needs another's
// order or worker, so both workers share the file's tests out instead of one running them all.
test.describe.configure({ mode: 'parallel' });

const hostPage = '/host-epr/';

const bundleDir = join(import.meta.dirname, '../../packages/widgets/dist/bundle');

test.beforeAll(() => {
  if (!existsSync(join(bundleDir, 'dictation-widgets.js')))
    throw new Error('No widget bundle: run npm run build first');
});

/** The chunk of an element's content, as the bundles' manifest names it (`Recorder`, `LettersTable`). */
const contentChunk = (name: string): string => {
  const manifest: { content: Record<string, string[]> } = JSON.parse(
    readFileSync(join(bundleDir, 'manifest.json'), 'utf8'),
  );
  const [chunk] = manifest.content[name] ?? [];
  if (!chunk) throw new Error(`The widget bundles have no content chunk for ${name}`);
  return chunk;
};

const signInWidget = (page: Page) => page.locator('dictation-sign-in');
const lettersWidget = (page: Page) => page.locator('dictation-letters-table');

/**
 * Opens a letter the list opens (To Review, not cleaned, locked or held: `toReview`) from the host
 * page's list, by its Job ID, then its row. The list's first rows move as the other tests' letters
 * come and go, and it refuses some of them (a cleaned letter looks like any other): the first row
 * made this test fail now and then. The last such letter by id, as the other tests open the first.
 */
async function openLetterFromList(page: Page) {
  const headers = await apiHeaders(page.request, 'admin');
  const search = await page.request.get(
    `/api/author/odata/Letters/LettersService.Search()?$top=1&$orderby=id%20desc&$filter=${encodeURIComponent(toReview)}`,
    { headers },
  );
  const letterId = ((await search.json()) as { value: { id: number }[] }).value[0]?.id;
  expect(letterId, 'a letter To Review on the server').toBeDefined();
  const list = lettersWidget(page);
  await list.getByRole('textbox', { name: 'Job ID' }).fill(String(letterId));
  await list.getByRole('textbox', { name: 'Job ID' }).press('Enter');
  await expect(list.getByText('Showing 1 of 1')).toBeVisible();
  await list.getByRole('rowheader', { name: String(letterId), exact: true }).click();
}
const eventLog = (page: Page) => page.locator('#event-log li');

async function signInThroughWidget(page: Page, user: string) {
  await page.goto(hostPage);
  const widget = signInWidget(page);
  await widget.getByRole('textbox', { name: /^Username/ }).fill(user);
  await widget.getByLabel(/^Password/).fill(demoPassword);
  await widget.getByRole('button', { name: 'Log in' }).click();
  await expect(widget.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** What makes a control look as it does, read from the browser's computed style. */
const shownStyle = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const properties = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'color',
      'background-color',
      'box-sizing',
      'padding-top',
      'padding-left',
      'border-top-width',
      'border-top-style',
      'border-radius',
      'height',
      'width',
      'text-transform',
    ];
    return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
  });

const apartFromWidth = ({ width: _width, ...style }: Record<string, string>) => style;

test('the sign-in widget looks as the portal does despite the page CSS, and signs in the list beside it', async ({
  page,
}) => {
  await page.goto('/login');
  const portalButton = await shownStyle(page.getByRole('button', { name: 'Log in' }));
  // The label reads 'Username' and its required mark '*'.
  const portalLabel = await shownStyle(page.getByText(/^Username\*?$/));
  const portalField = await shownStyle(page.getByRole('textbox', { name: /^Username/ }));

  await page.goto(hostPage);
  const widget = signInWidget(page);
  // The page's own buttons really are restyled (all: unset, !important colours, large fonts)...
  const pageTab = await shownStyle(page.getByRole('tab', { name: 'Letters' }));
  expect(pageTab['color']).toBe('rgb(176, 0, 32)');
  expect(pageTab['font-size']).toBe('26px');
  // ...and the widget's are not.
  expect(await shownStyle(widget.getByRole('button', { name: 'Log in' }))).toEqual(portalButton);
  // A label and a field are as wide as the place the page gives the element (here a header bar);
  // the rest of their look is the portal's.
  expect(apartFromWidth(await shownStyle(widget.getByText(/^Username\*?$/)))).toEqual(
    apartFromWidth(portalLabel),
  );
  expect(apartFromWidth(await shownStyle(widget.getByRole('textbox', { name: /^Username/ })))).toEqual(
    apartFromWidth(portalField),
  );

  // Before signing in the list says why it is empty; after, it lists the user's letters.
  await page.getByRole('tab', { name: 'Letters' }).click();
  await expect(lettersWidget(page).getByText('Sign in to see this.')).toBeVisible();
  await page.getByRole('tab', { name: 'Dictation' }).click();
  await widget.getByRole('textbox', { name: /^Username/ }).fill('doctor');
  await widget.getByLabel(/^Password/).fill(demoPassword);
  await widget.getByRole('button', { name: 'Log in' }).click();
  await expect(widget.getByText(/^Signed in as /)).toBeVisible();
  await page.getByRole('tab', { name: 'Letters' }).click();
  await expect(lettersWidget(page).getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  await expect(lettersWidget(page).getByRole('row')).not.toHaveCount(1);
});

test('the host page logs the widgets events in order: signed in, letter selected and opened, signed out', async ({
  page,
}) => {
  await signInThroughWidget(page, 'secretary');
  await page.getByRole('tab', { name: 'Letters' }).click();
  await openLetterFromList(page);
  const letter = page.locator('dictation-letter-view');
  await expect(letter.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Dictation' }).click();
  await signInWidget(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(signInWidget(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByRole('tab', { name: 'Event log' }).click();
  await expect(eventLog(page).last()).toHaveAttribute('data-event', 'dictation-signed-out');
  const events = await eventLog(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-event')),
  );
  expect(events).toEqual([
    'dictation-signed-in',
    'dictation-letter-selected',
    'dictation-letter-opened',
    'dictation-signed-out',
  ]);
  await expect(eventLog(page).nth(0)).toHaveText('dictation-signed-in {"username":"secretary"}');
  const selected = ((await eventLog(page).nth(1).textContent()) ?? '').match(
    /^dictation-letter-selected \{"letterId":(\d+)\}$/,
  );
  expect(selected).not.toBeNull();
  await expect(eventLog(page).nth(2)).toHaveText(`dictation-letter-opened {"letterId":${selected?.[1]}}`);
});

test('a second tab of the host page is signed in by the first, and both tell of the other recording page', async ({
  page,
  context,
}) => {
  await signInThroughWidget(page, 'doctor');
  const second = await context.newPage();
  await second.goto(hostPage);
  await expect(signInWidget(second).getByText(/^Signed in as /)).toBeVisible();
  for (const tab of [page, second])
    await expect(tab.locator('#recorder').getByText('Multiple recording pages detected')).toBeVisible();
});

test("the Letters tab's list and letter screen download when shown, not beside the recorder", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const wasRequested = (chunk: string) => requested.some((path) => path.endsWith(`/${chunk}`));
  await signInThroughWidget(page, 'admin');
  await expect(page.locator('#recorder').getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  expect(wasRequested(contentChunk('Recorder'))).toBe(true);
  expect(wasRequested(contentChunk('LettersTable'))).toBe(false);

  await page.getByRole('tab', { name: 'Letters' }).click();
  // A letter's row, not only the header's: no rows at all would pass a count of "not one".
  await expect(lettersWidget(page).getByRole('row').nth(1)).toBeVisible();
  expect(wasRequested(contentChunk('LettersTable'))).toBe(true);
  // The letter view says which letter to choose until one is chosen: its screen waits for that.
  expect(wasRequested(contentChunk('LetterView'))).toBe(false);
  await openLetterFromList(page);
  await expect(
    page.locator('dictation-letter-view').getByRole('button', { name: 'Back', exact: true }),
  ).toBeVisible();
  expect(wasRequested(contentChunk('LetterView'))).toBe(true);
});

test('the recorder below the fold gets its Record button once the one on screen has, without being scrolled to', async ({
  page,
}) => {
  await signInThroughWidget(page, 'admin');
  const record = (id: string) => page.locator(`#${id}`).getByRole('button', { name: 'Record', exact: true });
  await expect(record('recorder')).toBeEnabled();
  // Loaded once the screen is done and the page is quiet (at most 5 s after); toBeEnabled does
  // not scroll.
  await expect(record('recorder-evergreen')).toBeEnabled({ timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a recorder that loads leaves the focus where the user put it in the host page', async ({ page }) => {
  await signInThroughWidget(page, 'admin');
  // The recorder says "Loading" until its profile is in: held here, so the overlay stays up.
  const releaseProfile = await holdRequests(page, '**/api/author/user-profiles/current');
  await page.reload({ waitUntil: 'commit' });
  const hostTab = page.getByRole('tab', { name: 'Dictation' });
  await hostTab.focus();
  const recorder = page.locator('#recorder');
  await expect(recorder.getByRole('dialog', { name: 'Loading' })).toBeVisible();
  await expect(hostTab).toBeFocused();
  releaseProfile();
  await expect(recorder.getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  await expect(hostTab).toBeFocused();
});

test("the page's first script refreshes the token while the widgets' code downloads, and the elements use that one (issue 33)", async ({
  page,
}) => {
  await signInThroughWidget(page, 'admin');
  const releaseWidgets = await holdRequests(page, '**/dictation-widgets.js');
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/OAuth/Token') tokenRequests.push(request.url());
  });
  const refreshed = page.waitForRequest('**/api/OAuth/Token');
  await page.reload({ waitUntil: 'commit' });
  // Out while no element is defined: the first script sent it, not an element as it connected.
  await refreshed;
  releaseWidgets();
  await expect(page.locator('#recorder').getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  await expect(signInWidget(page).getByText(/^Signed in as /)).toBeVisible();
  // The refresh token is single use: a second refresh with the one the first spent ends the sign-in.
  expect(tokenRequests).toHaveLength(1);
});

test("with the network dropping the widgets' code, each element says so; a reload with the network back shows them", async ({
  page,
}) => {
  await page.route('**/chunks/rendered~*', (route) => route.abort('internetdisconnected'));
  await page.goto(hostPage);
  const notLoaded = 'This could not load. Check the internet connection, then reload the page.';
  await expect(signInWidget(page).getByRole('alert')).toHaveText(notLoaded);
  await expect(page.locator('#recorder').getByRole('alert')).toHaveText(notLoaded);
  await page.unroute('**/chunks/rendered~*');
  await page.reload();
  await expect(signInWidget(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

/** The trigger of a react-aria Select: its name is the value followed by the label. */
const selectTrigger = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`${label.replace('.', '\\.')}$`) });

async function choose(scope: Locator, label: string, option: string) {
  await selectTrigger(scope, label).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(selectTrigger(scope, label)).toContainText(option);
}

/** The length of what a recorder holds, ms, from its position slider's maximum. */
const recordedMs = async (scope: Locator) =>
  Number(await scope.getByRole('slider', { name: 'Position' }).getAttribute('max'));

/** Whether the page would ask the browser's "Leave site?" question if it unloaded now. */
/** The recorder in the page's frame, which loads when it is scrolled near (host-epr.js). */
async function frameRecorder(page: Page) {
  await page.locator('#no-microphone-frame').scrollIntoViewIfNeeded();
  return page.frameLocator('#no-microphone-frame').locator('body');
}

const leavingIsHeldBack = (page: Page) =>
  page.evaluate(() => {
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    return unload.defaultPrevented;
  });

test.describe('the recorder', () => {
  test('records for the bannered patient and completes; the list shows the letter with that number', async ({
    page,
  }) => {
    await page.context().grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    // The frame's recorder too, to see that the page's three recorders are one recording page.
    const frame = await frameRecorder(page);
    await expect(frame.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
    const recorder = page.locator('#recorder');
    const bannerNumber = (await page.locator('#banner-hospital-number').textContent()) ?? '';
    // The host gave the patient: the number is used and locked; the place is asked for.
    const number = recorder.getByRole('textbox', { name: /^Hosp\. No\./ });
    await expect(number).toHaveValue(bannerNumber);
    await expect(number).toHaveAttribute('readonly', '');
    await choose(recorder, 'Organisation', 'General Hospital');
    await choose(recorder, 'Department', 'Radiology');
    await choose(recorder, 'Priority', 'Urgent');
    await choose(recorder, 'Label', 'Referral');

    await recorder.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(recorder.getByRole('region', { name: 'Recorder' }).getByRole('status')).toContainText(
      'Recording',
    );
    // Over the 4 s minimum of a completed recording.
    await expect.poll(() => recordedMs(recorder), { timeout: 20_000 }).toBeGreaterThan(5000);
    // Seconds of heartbeats: the page's three recorders (two side by side, one in a frame) are one
    // recording page, not duplicates of each other.
    await expect(page.getByText('Multiple recording pages detected')).toHaveCount(0);
    await expect(frame.getByText('Multiple recording pages detected')).toHaveCount(0);
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    // The leave question: a job with audio, not completed, holds the page back.
    expect(await leavingIsHeldBack(page)).toBe(true);
    await recorder.getByRole('button', { name: 'Complete', exact: true }).click();
    // Named by its title inside the shadow root too.
    await recorder
      .getByRole('alertdialog', { name: 'Complete this dictation?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(recorder.getByText(/^Letter #\d+ completed$/)).toBeVisible({ timeout: 30_000 });
    const id = (await recorder.getByText(/^Letter #\d+ completed$/).textContent())?.match(/\d+/)?.[0];
    expect(await leavingIsHeldBack(page)).toBe(false);

    // The administrator sees every author's letters: the list is narrowed to the patient's number.
    await page.getByRole('tab', { name: 'Letters' }).click();
    // Hosp. No. is one of the filters behind 'More filters' (issue 19).
    await lettersWidget(page)
      .getByRole('button', { name: /^More filters/ })
      .click();
    const numberFilter = lettersWidget(page).getByRole('textbox', { name: 'Hosp. No.' });
    await numberFilter.fill(`"${bannerNumber}"`);
    await numberFilter.press('Enter');
    // The list asks the server for this patient's letters: the one just completed.
    await expect(lettersWidget(page).getByText('Showing 1 of 1')).toBeVisible();
    await expect(lettersWidget(page).getByRole('rowheader', { name: `${id}`, exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Event log' }).click();
    await expect(eventLog(page).last()).toHaveAttribute('data-event', 'dictation-letter-completed');
    const events = await eventLog(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-event')),
    );
    // Signed in, the job created on the first record press, recording (its states), the audio
    // saved, completed; in this order.
    const firstOf = (type: string) => events.indexOf(type);
    expect(events[0]).toBe('dictation-signed-in');
    expect(firstOf('dictation-letter-created')).toBeGreaterThan(0);
    expect(firstOf('dictation-recording-state')).toBeGreaterThan(firstOf('dictation-letter-created'));
    expect(firstOf('dictation-upload-synced')).toBeGreaterThan(firstOf('dictation-recording-state'));
    expect(events.at(-1)).toBe('dictation-letter-completed');
    await expect(eventLog(page).filter({ hasText: 'dictation-letter-created' })).toHaveText(
      new RegExp(`^dictation-letter-created \\{"letterId":${id},"audioKey":"[^"]+"\\}$`),
    );
    await expect(eventLog(page).last()).toHaveText(`dictation-letter-completed {"letterId":${id}}`);
  });

  test('the list beside the recorder counts a letter recorded there at once; refresh() shows one deleted elsewhere', async ({
    page,
  }) => {
    await page.context().grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    const total = async () => {
      const shown = await lettersWidget(page)
        .getByText(/^Showing \d+ of \d+$/)
        .textContent();
      return Number(shown?.match(/of (\d+)$/)?.[1]);
    };
    await page.getByRole('tab', { name: 'Letters' }).click();
    await expect.poll(total).toBeGreaterThan(0);
    const before = await total();

    // A new job, created by the first Record press in the recorder element beside the list.
    await page.getByRole('tab', { name: 'Dictation' }).click();
    const recorder = page.locator('#recorder');
    await choose(recorder, 'Organisation', 'General Hospital');
    await choose(recorder, 'Department', 'Radiology');
    await recorder.getByRole('button', { name: 'Record', exact: true }).click();
    await expect.poll(() => recordedMs(recorder), { timeout: 20_000 }).toBeGreaterThan(1000);
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    const created = eventLog(page).filter({ hasText: 'dictation-letter-created' });
    await expect(created).toHaveCount(1);
    const letterId = (await created.textContent())?.match(/"letterId":(\d+)/)?.[1];

    // No filter changed, no auto-refresh (off until the user starts it): the list is told.
    await page.getByRole('tab', { name: 'Letters' }).click();
    await expect.poll(total).toBe(before + 1);

    // Deleted by another system: the page's own elements cannot know; the host asks.
    const headers = await apiHeaders(page.request, 'admin');
    const deleted = await page.request.delete(`/api/author/letters/delete/${letterId}`, { headers });
    expect(deleted.ok()).toBe(true);
    await page
      .locator('#letters')
      .evaluate((element) => (element as HTMLElement & { refresh(): void }).refresh());
    await expect.poll(total).toBe(before);
  });

  test('records with no network on the host page; the letter completed then is listed once and sent when the network returns', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    // The frame is another document with an outbox of its own, as another tab would be.
    const frame = await frameRecorder(page);
    await expect(frame.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
    const recorder = page.locator('#recorder');
    await choose(recorder, 'Organisation', 'General Hospital');
    await choose(recorder, 'Department', 'Radiology');
    await choose(recorder, 'Priority', 'Urgent');
    await choose(recorder, 'Label', 'Referral');
    // The host page stays open (keeping it for a reload with no network is the host's part).
    await context.setOffline(true);
    await recorder.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(recorder.getByText(/this letter will be created when the network returns/)).toBeVisible();
    await expect.poll(() => recordedMs(recorder), { timeout: 20_000 }).toBeGreaterThan(5000);
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    const recorded = await recordedMs(recorder);
    await recorder.getByRole('button', { name: 'Complete', exact: true }).click();
    await recorder
      .getByRole('alertdialog', { name: 'Complete this dictation?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(recorder.getByText('Completed on this computer').first()).toBeVisible();
    // The page's two recorders share one outbox: the letter is listed once (the third recorder is
    // in a frame, another document).
    const outbox = page.getByRole('region', { name: 'Recorded with no network' });
    await expect(outbox).toHaveCount(1);
    await expect(outbox.getByRole('listitem')).toContainText('Completed: waiting for the network');
    // Kept with the length the recording had when completed, all of what was shown.
    const [draft] = await keptDrafts(page);
    expect(draft!.lengthMs).toBeGreaterThanOrEqual(recorded);

    await context.setOffline(false);
    // The page's outbox or the frame's (another document, as another tab would be) sends it,
    // once, and says so.
    const sentSaid = async () =>
      (await outbox.getByText(/^Sent as Job \d+$/).count()) +
      (await frame.getByText(/^Sent as Job \d+$/).count());
    await expect.poll(sentSaid, { timeout: 60_000 }).toBe(1);
    const headers = await apiHeaders(request, 'admin');
    const job = await serverJobOf(request, headers, draft!.payload);
    expect(job.departmentName).toBe('Radiology');
    expect(job.letterStepName).not.toBe('Audio capture');
    expect(await serverLengthMs(request, headers, draft!.payload.audioKey)).toBe(draft!.lengthMs);
  });

  test('a reload while recording keeps every recorded ms, in one recorder of the page', async ({ page }) => {
    await page.context().grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    await expect(
      (await frameRecorder(page)).getByRole('button', { name: 'Record', exact: true }),
    ).toBeVisible();
    const recorder = page.locator('#recorder');
    await choose(recorder, 'Organisation', 'General Hospital');
    await choose(recorder, 'Department', 'Radiology');
    await recorder.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(recorder.getByRole('region', { name: 'Recorder' }).getByRole('status')).toContainText(
      'Recording',
    );
    await expect.poll(() => recordedMs(recorder), { timeout: 20_000 }).toBeGreaterThan(3000);
    const lengthBeforeReload = await recordedMs(recorder);
    await page.reload();

    // The page's three recorders (two side by side, one in a frame, two of them given the
    // patient) mount in no fixed order; the job reopens in the one that recorded it, with every
    // ms it showed, and the others start a job of their own rather than holding the same one.
    const recorders = [
      recorder, // the one that recorded
      page.locator('#recorder-evergreen'),
      await frameRecorder(page),
    ];
    for (const each of recorders)
      await expect(each.getByRole('button', { name: 'Record', exact: true })).toBeEnabled({
        timeout: 30_000,
      });
    const lengths = () => Promise.all(recorders.map(recordedMs));
    await expect
      .poll(async () => (await lengths()).map((length) => length >= lengthBeforeReload), { timeout: 15_000 })
      .toEqual([true, false, false])
      .catch(async (error: Error) => {
        // What each recorder shows, so a failure says which part lost the job or its audio.
        const seen = await Promise.all(
          recorders.map(async (each) => ({
            lengthMs: await recordedMs(each),
            said: [
              ...(await each.getByRole('alert').allInnerTexts()),
              ...(await each.getByRole('status').allInnerTexts()),
            ],
          })),
        );
        throw new Error(
          `${error.message}\n${lengthBeforeReload} ms before the reload; after it: ${JSON.stringify(seen)}`,
        );
      });
    const shown = async (text: string) => Promise.all(recorders.map((each) => each.getByText(text).count()));
    await expect.poll(() => shown('You currently have a job at Audio capture')).toEqual([1, 0, 0]);
    // The reload sealed the recording as the page went: nothing was lost, and none says so.
    expect(await shown('Recording was interrupted and audio may be lost')).toEqual([0, 0, 0]);
    expect(await shown('This letter is being recorded in another window or on another computer')).toEqual([
      0, 0, 0,
    ]);
  });

  test('Sign out while recording asks first; "Wait until saved" signs out once the server has every ms', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    const recorder = page.locator('#recorder');
    await choose(recorder, 'Organisation', 'General Hospital');
    await choose(recorder, 'Department', 'Radiology');
    // The audio calls fail (as on a network that drops them) from before the first Record.
    const cut = (route: Route) => route.abort('connectionfailed');
    await page.route('**/api/author/audio-records/**', cut);
    await recorder.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(recorder.getByRole('region', { name: 'Recorder' }).getByRole('status')).toContainText(
      'Recording',
    );
    await expect.poll(() => recordedMs(recorder), { timeout: 20_000 }).toBeGreaterThan(3000);
    const audioKey = await recorder.locator('[data-audio-key]').getAttribute('data-audio-key');

    // Sign out is in another element than the recording: it asks all the same.
    await signInWidget(page).getByRole('button', { name: 'Sign out' }).click();
    const question = signInWidget(page).getByRole('alertdialog', { name: 'Not everything is saved yet' });
    await expect(question.getByRole('listitem')).toHaveText([/^Job \d+: a recording in progress/]);
    await expect(question.getByRole('button', { name: 'Wait until saved' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The recording stopped; its audio cannot reach the server, so the page waits, signed in.
    await expect(question.getByRole('listitem')).toHaveText([/^Job \d+: \d+ s of audio$/]);
    await expect(question.getByRole('status')).toHaveText(/^Saving\./);
    const keptMs = await recordedMs(recorder);
    expect(keptMs).toBeGreaterThan(3000);

    // The network is back: once the server holds it all, the sign-out goes on in every element.
    await page.unroute('**/api/author/audio-records/**', cut);
    await expect(signInWidget(page).getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 60_000 });
    await expect(recorder.getByRole('button', { name: 'Record', exact: true })).toHaveCount(0);
    const headers = await apiHeaders(page.request, 'admin');
    expect(await serverLengthMs(page.request, headers, audioKey)).toBe(keptMs);
  });

  test('in an iframe without allow="microphone" explains why it cannot record', async ({ page }) => {
    await page.context().grantPermissions(['microphone']);
    await signInThroughWidget(page, 'admin');
    const frame = await frameRecorder(page);
    // Signed in by the page around it; the place is asked for before anything is recorded.
    await choose(frame, 'Organisation', 'General Hospital');
    await choose(frame, 'Department', 'Radiology');
    await frame.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(frame.getByText('This page does not allow the use of a microphone')).toBeVisible();
  });
});

test.describe('the letter view with the desktop helper running', () => {
  // Its own control port: the simulator runs for one suite at a time (helperSim.ts).
  const helper = useHelperSim(5197);

  test("answers the foot pedal and starts at the playback speed saved in Settings, as the portal's letter page does", async ({
    page,
    request,
    signIn,
  }) => {
    await helper.pairThisBrowser(page);
    // The secretary's default playback speed, saved in the portal's Settings on this computer.
    await page.goto('/login');
    await signIn('secretary');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Recording and Audio player' }).click();
    await page.getByRole('button', { name: /Default playback speed/ }).click();
    await page.getByRole('option', { name: '1.4x' }).click();
    await expect(page.getByRole('button', { name: /Default playback speed/ })).toContainText('1.4x');

    const search = await request.get(
      `/api/author/odata/Letters/LettersService.Search()?$top=1&$orderby=id&$filter=${encodeURIComponent(
        `${toReview} and durationInMilliseconds gt 20000`,
      )}`,
      { headers: await apiHeaders(request, 'secretary') },
    );
    const letterId = ((await search.json()) as { value: { id: number }[] }).value[0]?.id;
    expect(letterId, 'a letter to review with 20 s of audio').toBeGreaterThan(0);

    // One sign-in per API origin: the portal's, on this origin, signs in the host page too.
    await page.goto(hostPage);
    await expect(signInWidget(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('tab', { name: 'Letters' }).click();
    const letter = page.locator('dictation-letter-view');
    await letter.evaluate((element, id) => element.setAttribute('letter-id', String(id)), letterId);
    const player = letter.getByRole('region', { name: 'Player' });
    const position = player.getByRole('slider', { name: 'Position' });
    // The audio in (Play enabled): a pedal's step before it moves nothing (nothing to move in),
    // as a press on the disabled buttons does nothing.
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({ timeout: 30_000 });
    await expect(position).toHaveAttribute('aria-valuetext', /^00:00 of /);
    await expect(player.getByRole('button', { name: /Playback speed/ })).toContainText('1.4x');
    await expect(letter.getByRole('status').filter({ hasText: 'Foot pedal' })).toContainText('Available');

    // The pedal acts on the page that has the focus: the secretary is in the letter's text.
    await letter.getByRole('textbox', { name: 'Letter text' }).click();
    // Default foot pedal settings: right forward 3 s, left rewind, centre play and pause.
    await helper.pedal('right', 'down');
    await helper.pedal('right', 'up');
    await expect(position).toHaveAttribute('aria-valuetext', /^00:03 of /);
    await helper.pedal('center', 'click');
    await expect(player.getByRole('status')).toHaveText('Playing');
    await helper.pedal('center', 'click');
    await expect(player.getByRole('status')).not.toHaveText('Playing');
  });
});
