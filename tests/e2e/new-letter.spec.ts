/**
 * The recording page end to end (spec 000 sections 2, 4 and 5) with Chromium's fake microphone on
 * the sandbox: the job is created on the first record press (once), Complete stops the recording
 * and completes, the required-fields alert, the field rules, leaving with an open job and the
 * duplicate-page alert.
 *
 * The seed gives every Doctor open Audio capture jobs; the tests record as the administrator (an
 * admin role may create letters, spec 000 section 6), who has none, and discard through the page
 * any job a test left open.
 */
import type { Page, Request } from '@playwright/test';
import { expect, holdRequests, submitLogin, test } from './fixtures';
import { pageAuthorization } from './pageSession';
import { lengthMs } from './recorderPage';

// Each test starts from its worker's own sandbox, reset (fixtures.ts): no test needs another's
// order or worker, so both workers share the file's tests out instead of one running them all.
test.describe.configure({ mode: 'parallel' });

const recorder = (page: Page) => page.getByRole('region', { name: 'Recorder' });
const recordButton = (page: Page) => recorder(page).getByRole('button', { name: 'Record', exact: true });
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const isCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/author/letters/create';

/** The trigger of a react-aria Select: its name is the value followed by the label. */
const selectTrigger = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label.replace('.', '\\.')}$`) });

async function choose(page: Page, label: string, option: string) {
  await selectTrigger(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectTrigger(page, label)).toContainText(option);
}

/** Signs in as `user` on /new-letter, with the microphone allowed. */
async function openRecordingPage<User extends string>(
  page: Page,
  signIn: (user: User) => Promise<void>,
  user: User,
) {
  await page.context().grantPermissions(['microphone']);
  await page.goto('/new-letter');
  await signIn(user);
}

/** Signs in as the administrator on /new-letter and discards an open job, if the page reopened one. */
async function openWithoutJob(page: Page, signIn: (user: 'admin') => Promise<void>) {
  await openRecordingPage(page, signIn, 'admin');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/new-letter');
    await expect(recordButton(page)).toBeEnabled();
    if (!/Job \d+/.test((await title(page).textContent()) ?? '')) break;
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this dictation?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page).toHaveURL(/\/completed$/);
  }
  await expect(title(page)).toHaveText('Audio Capture');
}

async function stopRecording(page: Page) {
  await recorder(page).getByRole('button', { name: 'Stop recording' }).click();
  await expect(recordButton(page)).toBeEnabled();
}

test('creates one job on the first record press and completes it while recording', async ({
  page,
  signIn,
}) => {
  await openWithoutJob(page, signIn);
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (isCreate(request)) creates.push(request);
  });
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Radiology');
  await choose(page, 'Priority', 'Urgent');
  await choose(page, 'Label', 'Referral');
  await page.getByRole('textbox', { name: 'Hosp. No.' }).fill('H-42');
  await page.getByRole('textbox', { name: 'Sample ID' }).fill('S 7');
  expect(creates).toHaveLength(0);

  // Hold the creation until the second press has happened: both presses meet a pending create.
  const release = await holdRequests(page, '**/api/author/letters/create*');
  await recordButton(page).click();
  await recordButton(page).click();
  release();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await expect(title(page)).toHaveText(/^Audio Capture · Job \d+$/);
  const id = (await title(page).textContent())?.match(/Job (\d+)/)?.[1];
  expect(creates).toHaveLength(1);
  expect(creates[0]?.postDataJSON()).toMatchObject({
    priority: expect.any(Number),
    labelName: 'Referral',
    patientMRN: 'H-42',
    sampleID: 'S 7',
    letterStepType: 1000,
  });

  // Over the 4 s minimum, then Complete while still recording: the recording stops first.
  await expect
    .poll(
      async () => Number(await recorder(page).getByRole('slider', { name: 'Position' }).getAttribute('max')),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(5000);
  const completes: Request[] = [];
  const stores: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/author/letters/complete'))
      completes.push(request);
    if (request.url().includes('/api/author/audio-records/store-with-length')) stores.push(request);
  });
  // Spec 000 section 8: the first complete meets a server that holds too little audio; the page
  // completes through the recorder, which stores the whole audio and tries once more.
  await page.route(
    '**/api/author/letters/complete',
    (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'Audio length is 4000 ms' }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete this dictation?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(`Letter #${id} completed`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/in-progress$/);
  expect(completes.length).toBeGreaterThanOrEqual(2);
  expect(stores.length).toBeGreaterThan(0);
  expect(completes.at(-1)?.postDataJSON()).toMatchObject({
    id: Number(id),
    labelName: 'Referral',
    patientMRN: 'H-42',
    sampleID: 'S 7',
  });
});

test('Complete lists the required fields; the field rules of spec 000 section 5', async ({
  page,
  signIn,
}) => {
  await openWithoutJob(page, signIn);
  await choose(page, 'Organisation', 'General Hospital');
  // Cardiology: mandatory label (no None) and mandatory Hosp. No.
  await choose(page, 'Department', 'Cardiology');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await stopRecording(page);
  await expect(title(page)).toHaveText(/Job \d+/);

  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const alert = page.getByRole('alertdialog', { name: 'Please fill the required fields' });
  await expect(alert.getByRole('listitem')).toHaveText([
    'Please pick a priority',
    'Please fill Hosp. No.',
    'Please pick a label',
  ]);
  await alert.getByRole('button', { name: 'OK' }).click();

  await selectTrigger(page, 'Label').click();
  await expect(page.getByRole('option', { name: 'None' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Results', exact: true }).click();

  // Hosp. No.: characters outside the pattern and input past 30 characters are ignored.
  const mrn = page.getByRole('textbox', { name: 'Hosp. No.' });
  await mrn.pressSequentially('AB$1');
  await expect(mrn).toHaveValue('AB1');
  await mrn.fill('X'.repeat(31));
  await expect(mrn).toHaveValue('AB1');
  await mrn.fill('');
  await expect(mrn).toHaveValue('');

  // Changing the department clears the label and the Hosp. No.
  await mrn.fill('H1');
  await choose(page, 'Department', 'Radiology');
  await expect(mrn).toHaveValue('');
  await expect(selectTrigger(page, 'Label')).toContainText('None');
  await expect(page.getByRole('textbox', { name: 'Sample ID' })).toBeVisible();
  await choose(page, 'Department', 'Pathology');
  await expect(selectTrigger(page, 'Label')).toHaveCount(0);

  // Dictation type: shown unless the workflow is Manual, enabled only for GP.
  await choose(page, 'Priority', 'Normal');
  await expect(selectTrigger(page, 'Dictation type')).toBeDisabled();
  await choose(page, 'Priority', 'Manual typing');
  await expect(selectTrigger(page, 'Dictation type')).toHaveCount(0);
  await choose(page, 'Priority', 'GP letter');
  await choose(page, 'Dictation type', 'Conversation');
  await choose(page, 'Priority', 'Normal');
  await expect(selectTrigger(page, 'Dictation type')).toContainText('Dictation');
});

test('leaving with an open job asks: go back, or discard it', async ({ page, signIn, leavePrompts }) => {
  await openWithoutJob(page, signIn);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  // No job yet: leaving does not ask.
  await navigation.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/new-letter');
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Radiology');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await stopRecording(page);
  const id = (await title(page).textContent())?.match(/Job (\d+)/)?.[1];
  expect(id).toBeTruthy();
  // The new job's recorded date shows on the recorder, as on the letter screen.
  await expect(recorder(page).getByText(/^Recorded: \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

  await navigation.getByRole('link', { name: 'In Progress' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Your new letter has not been completed' });
  await expect(leave.getByRole('button', { name: 'Complete' })).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel - go back to the letter' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/new-letter$/);
  // Reloading (or closing the tab) asks the browser's question too (issue 31); the job reopens.
  expect(leavePrompts).toEqual([]);
  await page.reload();
  expect(leavePrompts).toEqual(['/new-letter']);
  await expect(title(page)).toContainText(`Job ${id}`);

  await navigation.getByRole('link', { name: 'In Progress' }).click();
  await leave.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText(`Letter #${id} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/in-progress$/);
});

test('a second recording page shows "Multiple recording pages detected" on both', async ({
  page,
  signIn,
}) => {
  await openWithoutJob(page, signIn);
  const alert = (on: Page) => on.getByRole('alert').filter({ hasText: 'Multiple recording pages detected' });
  await expect(alert(page)).toHaveCount(0);
  const second = await page.context().newPage();
  await second.goto('/new-letter');
  await expect(alert(second)).toBeVisible();
  await expect(alert(page)).toBeVisible();
  await second.close();
  await expect(alert(page)).toHaveCount(0);
});

test('choices are remembered, and a reload reopens the job with its values', async ({ page, signIn }) => {
  await openWithoutJob(page, signIn);
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Radiology');
  await choose(page, 'Label', 'Discharge');
  // Spec 000 section 4: organisation, department and label are remembered for the next letter.
  await page.reload();
  await expect(selectTrigger(page, 'Department')).toContainText('Radiology');
  await expect(selectTrigger(page, 'Organisation')).toContainText('General Hospital');
  await expect(selectTrigger(page, 'Label')).toContainText('Discharge');
  await expect(page.getByText('You currently have a job at Audio capture')).toHaveCount(0);

  await choose(page, 'Priority', 'Urgent');
  await page.getByRole('textbox', { name: 'Hosp. No.' }).fill('H-7');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await stopRecording(page);
  const heading = (await title(page).textContent()) ?? '';
  expect(heading).toMatch(/Job \d+/);

  // Reload with an existing job: the same job, its values, and the reminder to finish it.
  await page.reload();
  await expect(title(page)).toHaveText(heading);
  await expect(page.getByText('You currently have a job at Audio capture')).toBeVisible();
  await expect(selectTrigger(page, 'Priority')).toContainText('Urgent');
  await expect(selectTrigger(page, 'Label')).toContainText('Discharge');
  await expect(page.getByRole('textbox', { name: 'Hosp. No.' })).toHaveValue('H-7');
});

/**
 * Deletes the signed-in user's open Audio capture jobs through the API, as the page would one at
 * a time (the seed gives a single-author tenant many of them).
 */
async function discardOpenJobs(page: Page) {
  await page.evaluate(async (authorization) => {
    const headers = {
      Accept: 'application/json',
      clientID: 'dictation-portal',
      Authorization: authorization,
    };
    for (let attempt = 0; attempt < 100; attempt++) {
      const current = await (await fetch('/api/author/letters/current-letter', { headers })).json();
      if (!current?.id) return;
      await fetch(`/api/author/letters/delete/${current.id}`, { method: 'DELETE', headers });
    }
  }, pageAuthorization(page));
}

test('an EMIS department asks for the current patient before the job is created', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['microphone']);
  await page.goto('/login');
  await submitLogin(page, 'emis.doctor');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await discardOpenJobs(page);
  const setExternal = async (data: object) =>
    expect(
      (await request.put('/sandbox/test/external-system', { data: { tenantId: 3, ...data } })).ok(),
    ).toBe(true);
  await setExternal({ connected: false });
  const creates: Request[] = [];
  const patientCalls: Request[] = [];
  page.on('request', (sent) => {
    if (isCreate(sent)) creates.push(sent);
    if (new URL(sent.url()).pathname === '/api/author/emis/patient') patientCalls.push(sent);
  });
  await page.goto('/new-letter');
  await expect(recordButton(page)).toBeEnabled();
  await choose(page, 'Organisation', 'General Hospital 3');
  await choose(page, 'Department', 'Radiology');
  // DMION false in this tenant.
  await expect(page.getByRole('textbox', { name: 'NHS No.' })).toBeVisible();

  await recordButton(page).click();
  const failure = page.getByRole('alertdialog', { name: 'EMIS patient details' });
  // Spec 000 section 3: the connection state first; the patient is not asked for while EMIS is down.
  await expect(failure).toContainText('EMIS is not running');
  expect(patientCalls).toHaveLength(0);
  await setExternal({ patient: null });
  await failure.getByRole('button', { name: 'Check again' }).click();
  await expect(failure).toContainText('No patient is selected in EMIS');
  expect(patientCalls).toHaveLength(1);
  await setExternal({
    patient: {
      familyName: 'Gray',
      firstNames: 'Dorian',
      dateOfBirth: '1961-04-23',
      nhsNumber: '9434765919',
      refId: '42001',
      externalClinicalSystem: 10,
    },
  });
  await failure.getByRole('button', { name: 'Check again' }).click();
  const current = page.getByRole('dialog', { name: 'Current EMIS patient' });
  await expect(current).toContainText('GRAY, Dorian');
  await expect(current).toContainText('943 476 5919');
  expect(creates).toHaveLength(0);
  await current.getByRole('button', { name: 'Use this patient' }).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await expect(title(page)).toHaveText(/Job \d+/);
  expect(creates).toHaveLength(1);
  expect(creates[0]?.postDataJSON().externalPatient).toMatchObject({ refId: '42001', familyName: 'Gray' });
  // The chosen patient stays on the page for the rest of the job.
  const shown = page.getByRole('region', { name: 'Patient' });
  await expect(shown).toContainText('GRAY, Dorian');
  await expect(shown).toContainText('943 476 5919');
  // The patient carries the NHS number: no empty NHS No. is asked for, or marked required (issue 31).
  await expect(page.getByRole('textbox', { name: /^NHS No\./ })).toHaveCount(0);
  await stopRecording(page);
});

test('fast complete: no question, and the page starts the next job', async ({ page, signIn }) => {
  await openWithoutJob(page, signIn);
  // The user's fast-complete setting for Pathology (a department that allows it), as Settings saves it.
  const settingSaved = await page.evaluate(async (authorization) => {
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      clientID: 'dictation-portal',
      Authorization: authorization,
    };
    const items = await (await fetch('/api/author/organization-items/all-my', { headers })).json();
    const pathology = items
      .flatMap((item: { childrenOrgItems?: { id: number; name: string }[] }) => item.childrenOrgItems ?? [])
      .find((item: { name: string }) => item.name === 'Pathology');
    const saved = await fetch(`/api/author/user-profiles/settings/organization-items/${pathology.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ fastCompleteEnabled: true }),
    });
    return saved.status;
  }, pageAuthorization(page));
  expect(settingSaved).toBeLessThan(300);
  await page.reload();
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Pathology');
  await choose(page, 'Priority', 'Normal');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await expect
    .poll(
      async () => Number(await recorder(page).getByRole('slider', { name: 'Position' }).getAttribute('max')),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(5000);
  const id = (await title(page).textContent())?.match(/Job (\d+)/)?.[1];
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  // Whichever comes first (the notice is an alertdialog too), so that a question asked after all
  // fails here with its words, not by a timeout.
  const done = page.getByRole('alertdialog', { name: `Letter #${id} completed` });
  const question = page.getByRole('alertdialog').filter({ hasNotText: `Letter #${id} completed` });
  await expect(done.or(question).first()).toBeVisible({ timeout: 30_000 });
  expect(await question.allTextContents()).toEqual([]);
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/\/new-letter$/);
  await expect(title(page)).toHaveText('Audio Capture');
  await expect(recordButton(page)).toBeEnabled();
});

const isFieldSave = (url: URL) => url.pathname === '/api/author/letters/patch';

test("the user's own templates (my-templates) are offered with the department's", async ({
  page,
  signIn,
}) => {
  // A server that lists a user's own templates only there, as the spec's two calls allow.
  await page.route('**/api/author/templates/my-templates', (route) =>
    route.fulfill({ json: [{ id: 990, name: 'My clinic note' }] }),
  );
  await openWithoutJob(page, signIn);
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Radiology');
  await selectTrigger(page, 'Template').click();
  await expect(page.getByRole('option')).toHaveText([
    'None',
    'Radiology letter',
    'Radiology report',
    'My clinic note',
  ]);
  await page.keyboard.press('Escape');
});

/** Records a few seconds on Radiology so the job exists, and returns its heading ('Job N'). */
async function recordJobOnRadiology(page: Page) {
  await choose(page, 'Organisation', 'General Hospital');
  await choose(page, 'Department', 'Radiology');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await stopRecording(page);
  const heading = (await title(page).textContent()) ?? '';
  expect(heading).toMatch(/Job \d+/);
  return heading;
}

/** Changes made after the job exists, as a clinician would make them while dictating. */
async function changeFieldsAfterCreation(page: Page) {
  await choose(page, 'Priority', 'Urgent');
  await choose(page, 'Template', 'Radiology report');
  await page.getByRole('textbox', { name: 'Hosp. No.' }).fill('H-42');
}

async function expectChangedFields(page: Page, heading: string) {
  await expect(title(page)).toHaveText(heading);
  await expect(selectTrigger(page, 'Priority')).toContainText('Urgent');
  await expect(selectTrigger(page, 'Template')).toContainText('Radiology report');
  await expect(page.getByRole('textbox', { name: 'Hosp. No.' })).toHaveValue('H-42');
}

/** The job as another computer sees it: a fresh browser with nothing kept, so only the server's values. */
async function expectOnServer(page: Page, heading: string) {
  const elsewhere = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const other = await elsewhere.newPage();
    await other.goto('/new-letter');
    await submitLogin(other, 'admin');
    await expectChangedFields(other, heading);
  } finally {
    await elsewhere.close();
  }
}

test("a new job recorded in one tab is that tab's: a second tab says it is being recorded elsewhere (issue 33)", async ({
  page,
  signIn,
}) => {
  // The first tab's recorder starts on a new key without waiting for its lock: the lock must still
  // be the first tab's by the time another tab can know the job.
  await openWithoutJob(page, signIn);
  const heading = await recordJobOnRadiology(page);
  const second = await page.context().newPage();
  try {
    await second.goto('/new-letter');
    await expect(title(second)).toHaveText(heading);
    await expect(
      second.getByText('This letter is being recorded in another window or on another computer'),
    ).toBeVisible();
    await expect(recordButton(page)).toBeEnabled();
  } finally {
    await second.close();
  }
});

test('changes made after the job exists are saved as they are made (issue 23)', async ({ page, signIn }) => {
  await openWithoutJob(page, signIn);
  const heading = await recordJobOnRadiology(page);
  const saves: string[] = [];
  page.on('requestfinished', (request) => {
    if (isFieldSave(new URL(request.url()))) saves.push(request.postData() ?? '');
  });
  await changeFieldsAfterCreation(page);
  // Saved without Complete: the changes are on the server, not only on this screen.
  await expect.poll(() => saves.join('\n')).toContain('"patientMRN":"H-42"');
  await expect(page.getByText(/not saved yet/)).toHaveCount(0);
  await page.reload();
  await expectChangedFields(page, heading);
  await expectOnServer(page, heading);
});

/**
 * A job on Radiology whose field changes the server cannot take: the field saves fail as on a
 * network outage until `reconnect()`, and the page says the changes are not saved yet.
 */
async function changesWithTheServerOut(page: Page, signIn: (user: 'admin') => Promise<void>) {
  await openWithoutJob(page, signIn);
  const heading = await recordJobOnRadiology(page);
  let serverReachable = false;
  await page.context().route(
    (url) => isFieldSave(url),
    (route) => (serverReachable ? route.continue() : route.abort('internetdisconnected')),
  );
  await changeFieldsAfterCreation(page);
  await expect(page.getByRole('status').filter({ hasText: 'not saved yet' })).toBeVisible();
  return {
    heading,
    reconnect: () => {
      serverReachable = true;
    },
  };
}

test('changes the server cannot take yet are kept through a reload and saved when it answers', async ({
  page,
  signIn,
}) => {
  const { heading, reconnect } = await changesWithTheServerOut(page, signIn);
  // The tab reloads before the server had any of it: the screen still shows every change.
  await page.reload();
  await expectChangedFields(page, heading);
  await expect(page.getByText(/not saved yet/)).toBeVisible();
  reconnect();
  // The retry saves what was kept, and the notice goes.
  await expect(page.getByText(/not saved yet/)).toHaveCount(0, { timeout: 20_000 });
  await expectOnServer(page, heading);
});

test('changes the server has not taken survive a sign-out and are saved at the next sign-in', async ({
  page,
  signIn,
}) => {
  const { heading, reconnect } = await changesWithTheServerOut(page, signIn);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  // Issue 31: the sign-out says what the server does not have yet, and the user keeps it here.
  const question = page.getByRole('alertdialog', { name: 'Not everything is saved yet' });
  const job = heading.match(/Job \d+/)?.[0];
  await expect(question.getByRole('listitem').filter({ hasText: 'details' })).toHaveText(
    `${job}: changes to the letter details`,
  );
  await question.getByRole('button', { name: 'Sign out and keep it on this computer' }).click();
  await expect(page).toHaveURL(/\/login$/);
  reconnect();
  await submitLogin(page, 'admin');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/new-letter');
  // The job comes back as the user left it, and what the server did not have is saved now.
  await expectChangedFields(page, heading);
  await expect(page.getByText(/not saved yet/)).toHaveCount(0, { timeout: 20_000 });
  await expectOnServer(page, heading);
});

/** The doctor's open job as the server holds it, with its priority's name. */
async function serverJob(page: Page) {
  return page.evaluate(async (authorization) => {
    const headers = {
      Accept: 'application/json',
      clientID: 'dictation-portal',
      Authorization: authorization,
    };
    const letter = await (await fetch('/api/author/letters/current-letter', { headers })).json();
    const priorities = await (
      await fetch(`/api/author/priorities/v2/${letter.organisationItemId}`, { headers })
    ).json();
    const priority = priorities.find((option: { id: number }) => option.id === letter.priority);
    return {
      heading: `Job ${letter.id}`,
      priority: priority?.name as string,
      label: letter.labelName as string,
      mrn: letter.patientMRN as string,
    };
  }, pageAuthorization(page));
}

test('a reopened job keeps its priority, label and number when the lists answer slowly and the page reloads', async ({
  page,
  signIn,
}) => {
  await openRecordingPage(page, signIn, 'doctor');
  // The seed's open job of the doctor, with a priority, a label and a Hosp. No.
  const before = await serverJob(page);
  expect(before.priority).toBeTruthy();
  expect(before.label).toBeTruthy();
  expect(before.mrn).toBeTruthy();
  const patches: string[] = [];
  page.on('request', (request) => {
    if (isFieldSave(new URL(request.url()))) patches.push(request.postData() ?? '');
  });
  // A slow hospital network: the department's priorities answer two seconds late.
  await page.route('**/api/author/priorities/v2/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/new-letter');
  await expect(title(page)).toContainText(before.heading);
  // Longer than the field saves' pause, while the priorities are still on their way: the tab reloads.
  await page.waitForTimeout(1000);
  await page.unroute('**/api/author/priorities/v2/**');
  await page.reload();
  await expect(title(page)).toContainText(before.heading);
  await expect(selectTrigger(page, 'Priority')).toContainText(before.priority);
  await expect(selectTrigger(page, 'Label')).toContainText(before.label);
  await expect(page.getByRole('textbox', { name: 'Hosp. No.' })).toHaveValue(before.mrn);
  expect(await serverJob(page)).toEqual(before);
  expect(patches.join('\n')).not.toContain('"priority":null');
});

/**
 * The Sample ID of the signed-in user's open job on the server, after giving it `set` first as
 * another screen would (the letter's header), when given.
 */
async function sampleIdOnServer(page: Page, set?: string) {
  return page.evaluate(
    async ({ authorization, set }) => {
      const headers = {
        Accept: 'application/json',
        clientID: 'dictation-portal',
        Authorization: authorization,
      };
      const openJob = async () => (await fetch('/api/author/letters/current-letter', { headers })).json();
      if (set !== undefined) {
        const query = new URLSearchParams({ letterId: String((await openJob()).id), sampleID: set });
        const answer = await fetch(`/api/author/letters/update-sample-id?${query}`, {
          method: 'PUT',
          headers,
        });
        if (!answer.ok) throw new Error(`update-sample-id answered ${answer.status}`);
      }
      return (await openJob()).sampleID as string | null;
    },
    { authorization: pageAuthorization(page), set },
  );
}

test('a reopened job keeps the Sample ID its department does not show', async ({ page, signIn }) => {
  await openWithoutJob(page, signIn);
  // Physiotherapy shows no Sample ID field; the job gets one from elsewhere (the letter's header).
  await choose(page, 'Organisation', 'Community Services');
  await choose(page, 'Department', 'Physiotherapy');
  await recordButton(page).click();
  await expect(recorder(page).getByRole('status')).toContainText('Recording');
  await stopRecording(page);
  await expect(title(page)).toHaveText(/Job \d+/);
  expect(await sampleIdOnServer(page, 'S-77')).toBe('S-77');
  const patches: string[] = [];
  page.on('request', (request) => {
    if (isFieldSave(new URL(request.url()))) patches.push(request.postData() ?? '');
  });
  await page.reload();
  await expect(title(page)).toHaveText(/Job \d+/);
  await expect(page.getByRole('textbox', { name: 'Sample ID' })).toHaveCount(0);
  // Longer than the field saves' pause: anything the page meant to save is on its way.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(title(page)).toHaveText(/Job \d+/);
  expect(await sampleIdOnServer(page)).toBe('S-77');
  expect(patches.join('\n')).not.toContain('"sampleID":null');
  await discardOpenJobs(page);
});

test('templates that fail to load are an alert and the way back to the list, not an empty select', async ({
  page,
  signIn,
}) => {
  await openWithoutJob(page, signIn);
  await page.route('**/api/author/templates/organisationItem/**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await choose(page, 'Organisation', 'General Hospital');
  await selectTrigger(page, 'Department').click();
  await page.getByRole('option', { name: 'Radiology', exact: true }).click();
  // Spec 000 section 8: the generic server notice, then the in-progress list.
  await expect(page.getByText('Server error. Please try again later')).toBeVisible();
  await expect(page).toHaveURL(/\/in-progress$/);
});

test("a reopened job's recorded audio is downloaded once as the page opens (issue 33)", async ({
  page,
  signIn,
}) => {
  // The seed gives the doctor open jobs with recorded audio on the server.
  await openRecordingPage(page, signIn, 'doctor');
  await expect(recordButton(page)).toBeEnabled();
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/author\/audio-records\/\d+\/stream$/.test(new URL(request.url()).pathname))
      downloads.push(request.url());
  });
  // A reload starts with the open job asked for ahead, and its audio as soon as it answers.
  await page.reload();
  await expect(recordButton(page)).toBeEnabled();
  expect(await lengthMs(page)).toBeGreaterThan(0);
  expect(downloads).toHaveLength(1);
});
