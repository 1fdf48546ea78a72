import { createSharedActivity, reportActivity, sharedActivityKeyFor } from '@dictation/core';
import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { widgetMessages } from './messages';
import { addElement, answerSignedIn, defineElementsForTests, signInThrough } from './testing/widgetPage';

// Issue 31 in Chromium: real custom elements, shadow roots, timers and localStorage, behind a
// fake API whose profile has a short inactivity time. With a 4 s timeout the warning is due for
// the last 2 s (inactivityWarningSeconds).
const inactivityTimeoutSeconds = 4;
const warningName = 'You will be signed out soon';

function answer(url: URL, authorization: string | null): Response {
  const profile = { id: 1, accountId: 1, fullName: 'Dr Who', roles: [], inactivityTimeoutSeconds };
  return answerSignedIn(url, authorization, profile) ?? Response.json({});
}

/** The warning dialogs open anywhere on the page, in every element's shadow root. */
const openWarnings = (elements: HTMLElement[]) =>
  elements.flatMap((element) => [...(element.shadowRoot?.querySelectorAll('[role="alertdialog"]') ?? [])]);

let signedOut: boolean[] = [];
const recordSignOut = (event: Event) =>
  signedOut.push((event as CustomEvent<{ remote: boolean }>).detail.remote);

/**
 * A signed-in page: first a letter view in a hidden container (a host's other tab), which joins
 * first and so runs the page's tracker, then a sign-in element and a letter view the user sees.
 */
async function signedInPage() {
  const first = addElement('dictation-sign-in');
  await signInThrough(first);
  first.element.remove();
  const hiddenTab = document.createElement('section');
  hiddenTab.hidden = true;
  document.body.append(hiddenTab);
  const hiddenView = addElement('dictation-letter-view', hiddenTab);
  await hiddenView.content.findByText(widgetMessages.chooseLetter);
  const signIn = addElement('dictation-sign-in');
  const view = addElement('dictation-letter-view');
  await signIn.content.findByRole('button', { name: 'Sign out' });
  expect(await view.content.findByText(widgetMessages.chooseLetter)).toBeVisible();
  return { elements: [hiddenView.element, signIn.element, view.element], signIn, view };
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const beyondTimeout = { timeout: 3 * inactivityTimeoutSeconds * 1000 };

beforeAll(defineElementsForTests);

beforeEach(() => {
  localStorage.clear();
  signedOut = [];
  document.addEventListener('dictation-signed-out', recordSignOut);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    answer(new URL(String(input), window.location.href), new Headers(init?.headers).get('Authorization')),
  );
});

afterEach(() => {
  document.removeEventListener('dictation-signed-out', recordSignOut);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the inactivity sign-out of a page of elements (issue 31)', () => {
  it('warns once, in an element the user can see, and signs out once: every element signs in again', async () => {
    const { elements, signIn, view } = await signedInPage();
    const dialog = await signIn.overlays.findByRole('alertdialog', { name: warningName }, beyondTimeout);
    expect(dialog).toBeVisible();
    expect(openWarnings(elements)).toHaveLength(1);
    expect(await signIn.content.findByRole('button', { name: 'Log in' }, beyondTimeout)).toBeVisible();
    expect(await view.content.findByText(widgetMessages.signInFirst)).toBeVisible();
    expect(openWarnings(elements)).toHaveLength(0);
    expect(signedOut).toEqual([false]);
  });

  it('"Stay signed in" in the warning keeps the session', async () => {
    const { signIn } = await signedInPage();
    const dialog = await signIn.overlays.findByRole('alertdialog', { name: warningName }, beyondTimeout);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(signIn.overlays.queryByRole('alertdialog')).toBeNull();
    // Past the moment the sign-out was due (the next warning may be open): still signed in,
    // until that warning goes unanswered.
    await waitMs((inactivityTimeoutSeconds / 2) * 1000 + 500);
    expect(signIn.content.getByText('Signed in as Dr Who')).toBeVisible();
    expect(signIn.content.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(await signIn.content.findByRole('button', { name: 'Log in' }, beyondTimeout)).toBeVisible();
  });

  it('counts the activity the recorder, player and pedals report to core: hands-free work stays signed in', async () => {
    const { elements, signIn } = await signedInPage();
    // A pedal pressed every half second for twice the timeout, and nothing touched on the page.
    for (let elapsed = 0; elapsed < 2 * inactivityTimeoutSeconds * 1000; elapsed += 500) {
      reportActivity('pedal');
      await waitMs(500);
    }
    expect(openWarnings(elements)).toHaveLength(0);
    expect(signIn.content.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // When the pedal stops, the page's time runs again.
    expect(
      await signIn.overlays.findByRole('alertdialog', { name: warningName }, beyondTimeout),
    ).toBeVisible();
  });

  it("counts the activity of the portal's tabs of the same API", async () => {
    const { elements, signIn } = await signedInPage();
    // The portal's tracker writes here (SignedInLayout): the key of the API's origin.
    const portalTabs = createSharedActivity(localStorage, sharedActivityKeyFor(window.location.origin));
    for (let elapsed = 0; elapsed < 2 * inactivityTimeoutSeconds * 1000; elapsed += 500) {
      portalTabs.write(Date.now());
      await waitMs(500);
    }
    expect(openWarnings(elements)).toHaveLength(0);
    expect(signIn.content.getByText('Signed in as Dr Who')).toBeVisible();
  });

  it("leaves a host's own token alone: its single sign-on keeps its own time", async () => {
    const view = document.createElement('dictation-letter-view');
    view.accessTokenProvider = async () => 'access';
    document.body.append(view);
    const shadow = within(view.shadowRoot?.firstElementChild as HTMLElement);
    expect(await shadow.findByText(widgetMessages.chooseLetter)).toBeVisible();
    // A warning that opened and closed again while the test waited is seen too.
    let warned = false;
    const watch = new MutationObserver(() => {
      warned ||= openWarnings([view]).length > 0;
    });
    watch.observe(view.shadowRoot as ShadowRoot, { subtree: true, childList: true });
    await waitMs(2 * inactivityTimeoutSeconds * 1000);
    watch.disconnect();
    expect(warned).toBe(false);
    expect(shadow.getByText(widgetMessages.chooseLetter)).toBeVisible();
  });

  it('hands the tracker on when its element leaves the page', async () => {
    const { elements, signIn } = await signedInPage();
    elements[0]?.remove();
    expect(
      await signIn.overlays.findByRole('alertdialog', { name: warningName }, beyondTimeout),
    ).toBeVisible();
    expect(await signIn.content.findByRole('button', { name: 'Log in' }, beyondTimeout)).toBeVisible();
  });
});
