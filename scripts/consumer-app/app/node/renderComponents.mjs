/**
 * One component of each React package, rendered with `react-dom/server` in plain Node, as a
 * server-rendering host would, with what the HTML must hold (its role, label or text, in the
 * spec's words). Prints `{ package: { html, problem } }` as JSON; `problem` is null when it holds.
 * A React package without a case here fails the test: add one.
 */
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const noop = () => {};
/** The HTML without the empty comments React puts between adjacent text nodes. */
const textOf = (/** @type {string} */ html) => html.replaceAll('<!-- -->', '');
/** Each button's accessible name: its `aria-label`, or else its text. */
const buttonNames = (/** @type {string} */ html) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)].map(
    ([, attributes, content]) =>
      /aria-label="([^"]*)"/.exec(attributes ?? '')?.[1] ?? textOf(content ?? '').replace(/<[^>]*>/g, ''),
  );
/** An API client that is never called: a server render runs no effects and fetches nothing. */
async function unusedApi() {
  const { createApiClient } = await import('@dictation/core');
  return createApiClient({ baseUrl: 'http://127.0.0.1:9', clientId: 'consumer-app', fetch });
}

/** @type {Record<string, { render: (entry: any) => Promise<import('react').ReactElement>, check: (html: string) => void }>} */
const cases = {
  '@dictation/ui': {
    render: async ({ Button }) => createElement(Button, { variant: 'danger' }, 'Delete'),
    check: (html) => assert.deepEqual(buttonNames(html), ['Delete']),
  },
  '@dictation/auth': {
    render: async ({ LoginForm }) =>
      createElement(LoginForm, {
        onSignIn: async () => ({ outcome: 'failed', message: '' }),
        onSignedIn: noop,
        onPasswordExpired: noop,
        notify: noop,
      }),
    check: (html) => {
      for (const label of ['Username', 'Password', 'Log in', 'Password change / forgotten?'])
        assert.ok(textOf(html).includes(`>${label}<`), `no "${label}"`);
      assert.match(html, /<input[^>]*type="password"/);
    },
  },
  '@dictation/pedal': {
    render: async ({ PedalStatusIndicator }) =>
      createElement(PedalStatusIndicator, {
        connection: 'connected',
        pedal: 'available',
        deviceName: 'RS28',
      }),
    check: (html) => {
      assert.match(html, /role="status"/);
      for (const text of ['Desktop app', 'Connected', 'Foot pedal', 'Available (RS28)'])
        assert.ok(textOf(html).includes(text), `no "${text}"`);
    },
  },
  '@dictation/recorder': {
    // On a server nothing is loaded yet: the player says so, with its controls in place.
    render: async ({ AudioPlayer }) =>
      createElement(AudioPlayer, {
        audioRecordId: 1221,
        playbackAdapter: { stream: noop, streamMp3: noop, isMp3Available: noop },
        density: 'compact',
      }),
    check: (html) => {
      for (const name of ['Rewind', 'Play', 'Forward'])
        assert.ok(buttonNames(html).includes(name), `no ${name} button`);
      assert.ok(html.includes('Playback speed'), 'no "Playback speed"');
    },
  },
  '@dictation/new-letter': {
    render: async ({ LetterActions }) =>
      createElement(LetterActions, {
        canComplete: true,
        canDelete: true,
        askBeforeComplete: true,
        problems: [],
        dialog: null,
        onDialogChange: noop,
        onComplete: noop,
        onDelete: noop,
      }),
    check: (html) => assert.deepEqual(buttonNames(html), ['Complete', 'Delete']),
  },
  '@dictation/letter-view': {
    render: async ({ DocumentSaveStatus }) =>
      createElement(DocumentSaveStatus, { status: { state: 'conflict' } }),
    check: (html) => {
      assert.match(html, /role="status"/);
      assert.ok(html.includes('Not saved: the letter changed elsewhere'));
    },
  },
  '@dictation/letters-table': {
    render: async ({ LettersTable }) =>
      createElement(LettersTable, { mode: 'inProgress', api: await unusedApi(), onOpenLetter: noop }),
    // On a server the list has not asked for its letters yet: it says it is loading them.
    check: (html) => assert.match(html, /<div role="status"[^>]*>Loading letters<\/div>/),
  },
};

/** @type {Record<string, { html: string, problem: string | null }>} */
const results = {};
for (const [name, { render, check }] of Object.entries(cases)) {
  let html = '';
  try {
    html = renderToString(await render(await import(name)));
    check(html);
    results[name] = { html, problem: null };
  } catch (error) {
    results[name] = {
      html,
      problem: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}
process.stdout.write(JSON.stringify(results));
