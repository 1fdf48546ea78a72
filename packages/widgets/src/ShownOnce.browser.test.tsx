import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showOnScreen } from './screenFirst';
import { storeSignIn } from './testing/storedSignIn';
import { addElement, answerSignedIn, defineElementsForTests, signInThrough } from './testing/widgetPage';

// Issue 33 in Chromium (real layout and ResizeObserver): an element in a hidden tab panel
// loads and runs its content only when the panel is shown, so it does not compete with what the
// page shows first. The fake API records which list (in progress or completed) each letters
// table's content asks for its authors as it starts.
let listsAskedFor: string[] = [];
let tokenRefreshes = 0;
const profile = { id: 1, accountId: 1, fullName: 'Dr Who', roles: [] };

function answer(url: URL, authorization: string | null, body: string): Response {
  if (url.pathname === '/api/OAuth/Token' && body.includes('grant_type=refresh_token')) tokenRefreshes += 1;
  if (url.pathname === '/api/author/user-profiles/authors-with-letters')
    listsAskedFor.push(url.searchParams.get('isInProgressPage') === 'true' ? 'inProgress' : 'completed');
  return answerSignedIn(url, authorization, profile) ?? Response.json({});
}

const askedForCompleted = () => listsAskedFor.includes('completed');
const askedForInProgress = () => listsAskedFor.includes('inProgress');

beforeAll(defineElementsForTests);

beforeEach(() => {
  localStorage.clear();
  listsAskedFor = [];
  tokenRefreshes = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    answer(
      new URL(String(input), window.location.href),
      new Headers(init?.headers).get('Authorization'),
      String(init?.body ?? ''),
    ),
  );
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('an element in a hidden tab panel (issue 33)', () => {
  it('loads its list only when its panel is shown', async () => {
    await signInThrough(addElement('dictation-sign-in'));

    const hiddenPanel = document.createElement('section');
    hiddenPanel.hidden = true;
    document.body.append(hiddenPanel);
    addElement('dictation-letters-table', hiddenPanel);
    // Added after the hidden one: once this list is asked for, the hidden one had every chance.
    addElement('dictation-letters-table').element.setAttribute('mode', 'completed');
    await expect.poll(askedForCompleted).toBe(true);
    expect(askedForInProgress()).toBe(false);

    hiddenPanel.hidden = false;
    await expect.poll(askedForInProgress).toBe(true);
  });

  it("starts the page's token refresh at once all the same: its content's reads will wait for it", async () => {
    // A client of its own: a session no other test of the page has signed in, as on a new visit.
    const clientId = 'early-refresh';
    storeSignIn(clientId);
    const hiddenPanel = document.createElement('section');
    hiddenPanel.hidden = true;
    document.body.append(hiddenPanel);
    const list = document.createElement('dictation-letters-table');
    list.setAttribute('client-id', clientId);
    hiddenPanel.append(list);
    await expect.poll(() => tokenRefreshes).toBe(1);
    expect(listsAskedFor).toEqual([]);
  });
});

describe('an element below the fold (issue 33)', () => {
  /** A list in progress, first on the page and two screens down. */
  function addListBelowTheFold() {
    const list = addElement('dictation-letters-table');
    list.element.style.display = 'block';
    list.element.style.marginTop = '200vh';
    document.body.prepend(list.element);
    return list;
  }

  /** The completed list, on screen whatever comes before it. */
  function addListOnScreen() {
    const list = addElement('dictation-letters-table', document.body, { mode: 'completed' });
    Object.assign(list.element.style, { position: 'fixed', top: '0', left: '0', right: '0' });
    return list;
  }

  it('loads its content once the elements on screen have shown theirs, without being scrolled to', async () => {
    await signInThrough(addElement('dictation-sign-in'));
    // An element on screen still loading, as a recorder whose flow is still coming.
    const stillLoading = showOnScreen();
    try {
      addListBelowTheFold();
      addListOnScreen();
      await expect.poll(askedForCompleted).toBe(true);
      expect(askedForInProgress()).toBe(false);
    } finally {
      stillLoading();
    }
    await expect.poll(askedForInProgress).toBe(true);
  });

  it('loads at once when scrolled into view, even while the screen is still loading', async () => {
    await signInThrough(addElement('dictation-sign-in'));
    const stillLoading = showOnScreen();
    try {
      const below = addListBelowTheFold();
      addListOnScreen();
      await expect.poll(askedForCompleted).toBe(true);
      expect(askedForInProgress()).toBe(false);
      below.element.scrollIntoView();
      await expect.poll(askedForInProgress).toBe(true);
    } finally {
      stillLoading();
    }
  });
});
