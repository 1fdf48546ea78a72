/**
 * Issue 31, hands-free dictation keeps the session: with a short inactivity time (the sandbox's
 * test control sets the profile's `inactivityTimeoutSeconds`), pedal-only dictation through the
 * desktop helper simulator for several times that time stays signed in; the warning before the
 * sign-out counts down and "Stay signed in" keeps the session; a sign-out while recording (Sign
 * out in another tab) keeps every recorded ms on this computer and the next sign-in says so; a
 * sign-out with audio the server does not have yet asks, and "Wait until saved" signs out only
 * once the server holds every recorded ms.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { type DemoUser, expect, test } from './fixtures';
import { useHelperSim } from './helperSim';
import { apiHeaders, serverLengthMs } from './serverAudio';

// Each test starts from its worker's own sandbox, reset (fixtures.ts): the workers share the
// file's tests out (its one test with the desktop helper starts and stops it around itself).
test.describe.configure({ mode: 'parallel' });

const recorder = (page: Page) => page.getByRole('region', { name: 'Recorder' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'You will be signed out soon' });

async function setInactivity(request: APIRequestContext, user: DemoUser, seconds: number) {
  const answer = await request.put(`/sandbox/test/users/${user}/inactivity`, { data: { seconds } });
  expect(answer.ok()).toBe(true);
}

/** Chooses `option` (or the first one) in the recording page's select labelled `label`. */
async function choose(page: Page, label: string, option?: string) {
  const trigger = page.getByRole('button', { name: new RegExp(label) });
  await trigger.click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }) : options).first().click();
  await expect(trigger).not.toContainText('Select an item');
}

async function openNewLetter(page: Page, signIn: (user: DemoUser) => Promise<void>) {
  await page.context().grantPermissions(['microphone']);
  await page.goto('/login');
  await signIn('doctor');
  await page.goto('/new-letter');
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  await choose(page, 'Organisation');
  await choose(page, 'Department');
}

/** The recording's length in ms, from the position slider's maximum. */
async function lengthMs(page: Page): Promise<number> {
  return Number(await recorder(page).getByRole('slider', { name: 'Position' }).getAttribute('max'));
}

test.describe('with the desktop helper running', () => {
  const helper = useHelperSim(5198);

  test('pedal-only dictation for three times the inactivity time stays signed in', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const timeoutSeconds = 12;
    await setInactivity(request, 'doctor', timeoutSeconds);
    await helper.pairThisBrowser(page);
    // Recording from the pedal: the top pedal records (foot pedal settings, spec 000 section 3).
    const headers = await apiHeaders(request, 'doctor');
    const current = await (await request.get('/api/author/deviceSettings/footPedal', { headers })).json();
    const settings = await request.post('/api/author/deviceSettings/footPedal', {
      headers,
      data: { ...current, recordButton: 40, enableFootpedalRecording: true },
    });
    expect(settings.ok()).toBe(true);
    await openNewLetter(page, signIn);
    // The helper's microphone speaks (the browser's fake one beeps, which the low-volume rule
    // could take for silence over half a minute).
    await choose(page, 'Recording source', 'Virtual USB Microphone');
    // The pedal's hub is its own connection: pressed before the page says it is there, a press
    // reaches no page.
    await expect(page.getByRole('status').filter({ hasText: 'Foot pedal' })).toContainText('Available');

    await helper.pedal('top', 'click');
    await expect(recorder(page).getByRole('status')).toContainText('Recording');
    // Nothing touched on the page: only the recording itself, for three times the timeout.
    await page.waitForTimeout(3 * timeoutSeconds * 1000);
    await expect(warning(page)).toHaveCount(0);
    await helper.pedal('top', 'click');
    await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/new-letter$/);
    await expect(navigation(page)).toBeVisible();
    // The helper's audio comes in chunks, later on a busy machine: the recording is under the
    // time waited, but it ran well past the inactivity time and the session held.
    expect(await lengthMs(page)).toBeGreaterThan(2 * timeoutSeconds * 1000);
  });
});

test('the warning counts down; "Stay signed in" keeps the session, and without it the session ends', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  // The warning shows for the second half of a timeout under two minutes: the last 10 s of 20.
  await setInactivity(request, 'secretary', 20);
  await page.goto('/login');
  await signIn('secretary');
  const dialog = warning(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(/signed out in 0:(0\d|10) to keep patient data safe/);
  const stay = dialog.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  const shownAt = Date.now();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Past the moment the session would have ended without the answer: still signed in.
  await page.waitForTimeout(Math.max(0, 11_000 - (Date.now() - shownAt)));
  await expect(page).toHaveURL(/\/in-progress/);
  await expect(navigation(page)).toBeVisible();
  // Nobody answers the next warning: the session ends.
  await expect(warning(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
});

test('a sign-out while recording keeps every recorded ms and the next sign-in says so', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await openNewLetter(page, signIn);
  await recorder(page).getByRole('button', { name: 'Record', exact: true }).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await page.waitForTimeout(3000);

  // Sign out in another tab of the same browser while this one records.
  const other = await page.context().newPage();
  await other.goto('/in-progress');
  await navigation(other).getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/login/);
  await expect(page).toHaveURL(/\/login/);

  // The next sign-in says what was kept and returns to the recording page, which sends it.
  await signIn('doctor');
  const notice = page.getByText(/^Your recording of \d\d:\d\d for job \d+ was kept on this computer/);
  await expect(notice).toBeVisible();
  const [, minutes, seconds] = (await notice.textContent())?.match(/of (\d\d):(\d\d) for job/) ?? [];
  await expect(page).toHaveURL(/\/new-letter$/);
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  // The journal rebuilt the whole recording: its length is the one the notice gave.
  const keptMs = await lengthMs(page);
  expect(keptMs).toBeGreaterThanOrEqual(3000);
  expect(Math.floor(keptMs / 1000)).toBe(Number(minutes) * 60 + Number(seconds));
  const headers = await apiHeaders(page.request, 'doctor');
  const audioKey = await page.locator('[data-audio-key]').getAttribute('data-audio-key');
  await expect.poll(() => serverLengthMs(page.request, headers, audioKey), { timeout: 30_000 }).toBe(keptMs);
});

test('a sign-out with unsent audio asks; "Wait until saved" signs out once the server has every ms', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await openNewLetter(page, signIn);
  // The audio calls fail (as on a network that drops them) from before the first Record.
  const cut = (route: Route) => route.abort('connectionfailed');
  await page.route('**/api/author/audio-records/**', cut);
  await recorder(page).getByRole('button', { name: 'Record', exact: true }).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await page.waitForTimeout(3000);
  const audioKey = await page.locator('[data-audio-key]').getAttribute('data-audio-key');

  await navigation(page).getByRole('button', { name: 'Sign out' }).click();
  const question = page.getByRole('alertdialog', { name: 'Not everything is saved yet' });
  await expect(question.getByRole('listitem')).toHaveText([/^Job \d+: a recording in progress/]);
  const wait = question.getByRole('button', { name: 'Wait until saved' });
  await expect(wait).toBeFocused();
  await page.keyboard.press('Enter');
  // The recording stopped; its audio cannot reach the server, so the page waits, signed in.
  await expect(question.getByRole('listitem')).toHaveText([/^Job \d+: \d+ s of audio$/]);
  await expect(question.getByRole('status')).toHaveText(/^Saving\./);
  const recordedMs = await lengthMs(page);
  expect(recordedMs).toBeGreaterThanOrEqual(3000);
  await expect(page).toHaveURL(/\/new-letter$/);

  // The network is back: once the server holds it all, the sign-out goes on.
  await page.unroute('**/api/author/audio-records/**', cut);
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
  const headers = await apiHeaders(page.request, 'doctor');
  expect(await serverLengthMs(page.request, headers, audioKey)).toBe(recordedMs);
});
