/**
 * The letter screen end to end (issue 16; spec 001 sections 2, 4, 6, 8): a secretary opens a
 * To Review letter, types, and nothing is lost through a reload, a crash, closing the tab, an
 * outage or someone else saving the same letter; the auto-lock is taken on open, extended and
 * released on leaving; the player answers the foot pedal (the desktop helper simulator's) and the
 * hotkeys while the editor has the focus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { crashTab, expect, test } from './fixtures';
import { useHelperSim } from './helperSim';
import {
  editor,
  editsKeptOnThisComputer,
  firstLetter,
  openFromList,
  openLetter,
  saveState,
  serverText,
  signedIn,
  signInAndOpen,
  toReview,
  typeAtEnd,
} from './letterPage';

const player = (page: Page) => page.getByRole('region', { name: 'Player' });

/**
 * Signs in as a secretary, opens a letter, stops the page's timers (the save due 500 ms after the
 * last key never comes) and types `text` at its end. Returns the letter's id.
 */
async function typeWithTimersStopped(page: Page, signIn: Parameters<typeof signInAndOpen>[1], text: string) {
  await page.clock.install();
  const letterId = await signInAndOpen(page, signIn, 'secretary');
  // Ahead of the page's own clock, not the test's: on a busy computer the page's installed clock
  // can be past the test's `Date.now()`, and pausing there would be fast-forwarding to the past.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 2000);
  await typeAtEnd(page, text);
  return letterId;
}

/** The tab went with the words in it: a new tab (on real time) opens the letter and saves them. */
async function expectRestoredInNewTab(page: Page, letterId: number, text: string) {
  // The clock is the context's: the tab that opens the letter again runs on real time.
  await page.context().clock.resume();
  const again = await page.context().newPage();
  await openLetter(again, letterId);
  await expect(editor(again)).toContainText(text);
  await expect(
    again.getByText('Changes you made on this computer that were not saved have been restored.'),
  ).toBeVisible();
  await expect(saveState(again)).toHaveText('Saved');
  expect(await serverText(again, letterId)).toContain(text);
}

test('words typed just before the tab crashes are restored when the letter is opened again', async ({
  page,
  signIn,
}) => {
  const letterId = await typeWithTimersStopped(page, signIn, ' Typed just before the crash.');
  // Only what the page keeps as it is typed (a timeout after the keystroke) can survive a crash.
  await page.clock.runFor(1);
  await expect.poll(() => editsKeptOnThisComputer(page, letterId)).toContain('Typed just before the crash.');
  expect(await serverText(page, letterId)).not.toContain('Typed just before the crash.');
  await crashTab(page);
  await expectRestoredInNewTab(page, letterId, 'Typed just before the crash.');
});

/**
 * The letter's text, against the usual sandbox and against one that answers only the spec's fields
 * and ignores our additions (issue 30; the sandbox's spec-only mode): a client must not need them to
 * open, save, keep and reconcile a letter.
 */
for (const server of ['usual', 'spec-only'] as const)
  test.describe(`against a ${server} server`, () => {
    // The sandbox is reset before each test, spec-only mode with it (fixtures.ts): these tests
    // need no order or worker, so they are shared out (the helper's tests below keep theirs).
    test.describe.configure({ mode: 'parallel' });
    test.beforeEach(async ({ request }) => {
      if (server === 'spec-only')
        expect((await request.post('/sandbox/test/spec-only', { data: { on: true } })).ok()).toBe(true);
    });

    test('a secretary types into a To Review letter; the change is saved and survives a reload', async ({
      page,
      signIn,
    }) => {
      const letterId = await signInAndOpen(page, signIn, 'secretary');
      await typeAtEnd(page, ' Reviewed by the secretary.');
      await expect(saveState(page)).toHaveText('Saved');
      expect(await serverText(page, letterId)).toContain('Reviewed by the secretary.');
      await page.reload();
      await expect(editor(page)).toContainText('Reviewed by the secretary.');
    });

    test('edits typed while saves fail are kept through a reload and saved when the server answers again', async ({
      page,
      signIn,
      leavePrompts,
    }) => {
      await page.goto('/login');
      await signIn('secretary');
      const letterId = await firstLetter(page, toReview);
      let cut = true;
      await page
        .context()
        .route('**/api/author/documents-patch/**', (route) =>
          cut ? route.abort('internetdisconnected') : route.continue(),
        );
      // From the list, so the browser's Back stays in the portal.
      await openFromList(page, letterId);
      await typeAtEnd(page, ' Typed while offline.');
      await expect(saveState(page)).toHaveText('Offline: changes kept on this computer');
      // Leaving asks while the change is unsent (issue 31): the browser's Back, then a reload.
      await page.goBack();
      const wait = page.getByRole('alertdialog', {
        name: 'Please wait until document changes have been stored on the server',
      });
      await wait.getByRole('button', { name: 'Stay on the letter' }).click();
      await expect(wait).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/letter/${letterId}$`));
      expect(leavePrompts).toEqual([]);
      await page.reload();
      expect(leavePrompts).toEqual([`/in-progress/letter/${letterId}`]);
      await expect(editor(page)).toContainText('Typed while offline.');
      await expect(
        page.getByText('Changes you made on this computer that were not saved have been restored.'),
      ).toBeVisible();
      cut = false;
      await expect(saveState(page)).toHaveText('Saved', { timeout: 40_000 });
      expect(await serverText(page, letterId)).toContain('Typed while offline.');
    });

    // A closing page does not wait for the editor's IndexedDB write at pagehide: the journal keeps the
    // entry in localStorage at once as well (editJournal.ts, keepNow), and the next page writes it in.
    test('words typed just before the tab is closed are restored when the letter is opened again', async ({
      page,
      signIn,
    }) => {
      const letterId = await typeWithTimersStopped(page, signIn, ' Typed just before closing.');
      // The timers never ran: only what the page keeps as it goes (pagehide) can bring them back.
      await page.close();
      await expectRestoredInNewTab(page, letterId, 'Typed just before closing.');
    });

    test('two sessions edit the same letter: the second is told, and both edits are kept', async ({
      browser,
      page,
      signIn,
    }) => {
      const letterId = await signInAndOpen(page, signIn, 'secretary');
      // The same secretary at a second computer.
      const other = await signedIn(browser, 'secretary');
      await openLetter(other.page, letterId);
      await typeAtEnd(other.page, ' Added at the other computer.');
      await expect(saveState(other.page)).toHaveText('Saved');

      await editor(page).click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.type('Urgent: ');
      const prompt = page.getByRole('alertdialog', { name: 'This letter was changed elsewhere' });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'OK' }).click();
      await expect(saveState(page)).toHaveText('Saved');
      const saved = await serverText(page, letterId);
      expect(saved).toContain('Urgent: ');
      expect(saved).toContain('Added at the other computer.');
      await expect(editor(page)).toContainText('Added at the other computer.');
      await other.context.close();
    });
  });

test('the lock: taken on open, extended every 180 s, released on leaving; others are sent back meanwhile', async ({
  browser,
  page,
  signIn,
}) => {
  await page.clock.install();
  const letterId = await signInAndOpen(page, signIn, 'secretary');

  const doctor = await signedIn(browser, 'doctor2');
  await doctor.page.goto(`/in-progress/letter/${letterId}`);
  await expect(doctor.page).toHaveURL(/\/in-progress$/);
  await expect(doctor.page.getByText(/^This letter is autolocked by /)).toBeVisible();

  const extended = page.waitForRequest((request) =>
    request.url().includes(`/api/author/clinical-letter-locks/elongate/${letterId}`),
  );
  await page.clock.fastForward(180_000);
  await extended;

  const released = page.waitForRequest((request) =>
    request.url().includes(`/api/author/clinical-letter-locks/unlock/${letterId}`),
  );
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/in-progress$/);
  await released;
  await doctor.page.goto(`/in-progress/letter/${letterId}`);
  await expect(editor(doctor.page)).toBeVisible();
  await doctor.context.close();
});

test.describe('with the desktop helper running', () => {
  // The portal finds the helper on its usual ports: the control port is this suite's own.
  const helper = useHelperSim(5199);
  const { pairThisBrowser, shownPairingCode } = helper;

  test('a browser pairs once with the code the desktop app shows, and no built script holds the token (issue 34)', async ({
    page,
    signIn,
  }) => {
    await page.goto('/login');
    await signIn('doctor');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Foot pedal' }).click();
    const desktopApp = page.getByRole('status').filter({ hasText: 'Foot pedal' });
    await expect(desktopApp).toContainText('Pairing required');
    const pairing = page.getByRole('region', { name: 'Pair the desktop app' });
    await pairing.getByRole('button', { name: 'Show a pairing code' }).click();
    await pairing.getByRole('textbox', { name: 'Pairing code' }).fill(await shownPairingCode());
    await pairing.getByRole('button', { name: 'Pair' }).click();
    await expect(pairing.getByRole('status')).toHaveText('The desktop app is paired with this browser.');
    await expect(desktopApp).toContainText('Connected');
    await expect(desktopApp).toContainText('Available');

    // Kept for this origin: the next visit is answered without asking.
    await page.reload();
    await page.getByRole('tab', { name: 'Foot pedal' }).click();
    await expect(desktopApp).toContainText('Connected');
    await expect(pairing).toHaveCount(0);

    // The token exists only where it was given: no chunk of the portal's build carries it.
    const token = await page.evaluate((key) => localStorage.getItem(key), helper.helperPairingKey);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const assets = join(import.meta.dirname, '../../apps/portal/dist/assets');
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(readFileSync(join(assets, chunk), 'utf8')).not.toContain(token);
  });

  const { pedal } = helper;

  test('the foot pedal and the hotkeys drive the player while the editor has the focus', async ({
    page,
    signIn,
  }) => {
    await pairThisBrowser(page);
    const letterId = await signInAndOpen(
      page,
      signIn,
      'secretary',
      `${toReview} and durationInMilliseconds gt 20000`,
    );
    const position = player(page).getByRole('slider', { name: 'Position' });
    await expect(position).toHaveAttribute('aria-valuetext', /^00:00 of /);
    await typeAtEnd(page, ' Typing while listening.');
    // As a secretary would: the pedal works once the screen says it is there (its hub connects
    // once the page is idle; a press before that reaches no page, as CI saw once).
    await expect(page.getByRole('status').filter({ hasText: 'Foot pedal' })).toContainText('Available');

    // Right pedal: forward 3 s, twice (default foot pedal settings: left rewind, centre play, right forward).
    for (let press = 0; press < 2; press++) {
      await pedal('right', 'down');
      await pedal('right', 'up');
    }
    await expect(position).toHaveAttribute('aria-valuetext', /^00:06 of /);
    await pedal('left', 'down');
    await pedal('left', 'up');
    await expect(position).toHaveAttribute('aria-valuetext', /^00:03 of /);
    await pedal('center', 'click');
    await expect(player(page).getByRole('status')).toHaveText('Playing');
    await pedal('center', 'click');
    await expect(player(page).getByRole('status')).not.toHaveText('Playing');

    // The hotkeys too, and none of it reached the text.
    const paused = Number(await position.getAttribute('value'));
    await page.keyboard.press('Shift+Alt+ArrowRight');
    await expect
      .poll(async () => Number(await position.getAttribute('value')))
      .toBeGreaterThanOrEqual(paused + 2900);
    await expect(editor(page)).toBeFocused();
    await expect(editor(page)).toContainText('Typing while listening.');
    await expect(saveState(page)).toHaveText('Saved');
    expect(await serverText(page, letterId)).toContain('Typing while listening.');
  });

  test('unplugging the foot pedal is said on screen, and so is plugging it back (spec 000 section 4)', async ({
    page,
    signIn,
  }) => {
    await pairThisBrowser(page);
    await signInAndOpen(page, signIn, 'secretary', toReview);
    const footPedal = page.getByRole('status').filter({ hasText: 'Foot pedal' });
    await expect(footPedal).toContainText('Available');
    try {
      await helper.pedalCable('unplug');
      await expect(footPedal).toContainText('Pedal error (Foot pedal disconnected)');
    } finally {
      await helper.pedalCable('plug');
    }
    // The hub has no plugged-in event: the page asks the helper again and says the pedal is back.
    await expect(footPedal).toContainText('Available', { timeout: 15_000 });
  });
});
