import { authStorageKeyFor } from '@dictation/core';
import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiOriginsMetaName } from './apiOrigins';
import type { DictationEvent } from './events';
import { widgetMessages } from './messages';
import { defineElementsForTests } from './testing/widgetPage';

// Issue 34, in Chromium: real custom elements, shadow roots, localStorage and BroadcastChannel.
// The APIs are fakes behind the page's fetch, each answering for its own origin and recording
// every request, so a test can count what each origin was sent.
const apiA = 'https://api-a.example';
const apiB = 'https://api-b.example';
const elsewhere = 'https://collector.example';

interface SeenRequest {
  origin: string;
  path: string;
  authorization: string | null;
  body: string;
}

let seen: SeenRequest[] = [];

/** What a fake API answers: tokens named after its host, and the profile of whoever holds one. */
function answer(url: URL, authorization: string | null, body: string): Response {
  const host = url.host;
  if (url.pathname === '/api/OAuth/Token') {
    const user = new URLSearchParams(body).get('username') ?? 'refreshed';
    return Response.json({
      access_token: `access-${host}`,
      token_type: 'bearer',
      refresh_token: `refresh-${host}-${user}`,
      expires_in: 299,
    });
  }
  if (authorization !== `Bearer access-${host}`) return new Response('', { status: 401 });
  if (url.pathname === '/api/author/user-profiles/current')
    return Response.json({ id: 1, accountId: 1, fullName: `User of ${host}`, roles: [] });
  return Response.json({});
}

/** Requests to `origin` carrying a token: a bearer (or any) Authorization, or a refresh token. */
const tokensSentTo = (origin: string) =>
  seen.filter(
    (request) =>
      request.origin === origin &&
      ((request.authorization !== null && !request.authorization.startsWith('Basic')) ||
        request.body.includes('refresh_token')),
  );

function allowApiOrigins(content: string) {
  const meta = document.createElement('meta');
  meta.name = apiOriginsMetaName;
  meta.content = content;
  document.head.append(meta);
}

function addElement(tag: 'dictation-sign-in' | 'dictation-letters-table', apiBaseUrl: string) {
  const element = document.createElement(tag);
  element.setAttribute('api-base-url', apiBaseUrl);
  document.body.append(element);
  // The element's content is the shadow root's first child (Testing Library takes no ShadowRoot).
  return { element, shadow: within(element.shadowRoot?.firstElementChild as HTMLElement) };
}

async function signIn(apiBaseUrl: string, username: string) {
  const { element, shadow } = addElement('dictation-sign-in', apiBaseUrl);
  await userEvent.fill(await shadow.findByLabelText(/^Username\*?$/), username);
  await userEvent.fill(shadow.getByLabelText(/^Password\*?$/), 'dictate1');
  await userEvent.click(shadow.getByRole('button', { name: 'Log in' }));
  await shadow.findByRole('button', { name: 'Sign out' });
  return { element, shadow };
}

beforeAll(defineElementsForTests);

beforeEach(() => {
  seen = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get('Authorization');
    const body = typeof init?.body === 'string' ? init.body : '';
    seen.push({ origin: url.origin, path: url.pathname, authorization, body });
    return answer(url, authorization, body);
  });
});

afterEach(() => {
  document.body.replaceChildren();
  for (const meta of document.head.querySelectorAll(`meta[name="${apiOriginsMetaName}"]`)) meta.remove();
  vi.restoreAllMocks();
});

describe('the elements of one page and several APIs (issue 34)', () => {
  it('never send a token to an origin that did not issue it', async () => {
    allowApiOrigins(`${apiA} ${apiB}`);
    await signIn(apiA, 'doctor');
    const list = addElement('dictation-letters-table', apiB);
    const signInB = addElement('dictation-sign-in', apiB);
    expect(await list.shadow.findByText(widgetMessages.signInFirst)).toBeVisible();
    expect(await signInB.shadow.findByRole('button', { name: 'Log in' })).toBeVisible();
    // A reload of the elements (a new session per API, as on a new page) still sends B nothing.
    list.element.setAttribute('api-base-url', `${apiB}/`);
    expect(await list.shadow.findByText(widgetMessages.signInFirst)).toBeVisible();
    expect(tokensSentTo(apiB)).toHaveLength(0);
    expect(tokensSentTo(apiA).length).toBeGreaterThan(0);
  });

  it('keep two sign-ins for two APIs: each API sees its own tokens, and a sign-out is its own', async () => {
    allowApiOrigins(`${apiA}, ${apiB}`);
    const a = await signIn(apiA, 'doctor');
    const b = await signIn(apiB, 'secretary');
    expect(await a.shadow.findByText('Signed in as User of api-a.example')).toBeVisible();
    expect(await b.shadow.findByText('Signed in as User of api-b.example')).toBeVisible();
    expect(localStorage.getItem(authStorageKeyFor(apiA, 'dictation-portal'))).toContain(
      'refresh-api-a.example-doctor',
    );
    expect(localStorage.getItem(authStorageKeyFor(apiB, 'dictation-portal'))).toContain(
      'refresh-api-b.example-secretary',
    );
    const carried = (request: SeenRequest) => `${request.authorization ?? ''} ${request.body}`;
    expect(tokensSentTo(apiA).map(carried).join()).not.toContain('api-b.example');
    expect(tokensSentTo(apiB).map(carried).join()).not.toContain('api-a.example');
    await userEvent.click(a.shadow.getByRole('button', { name: 'Sign out' }));
    expect(await a.shadow.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(b.shadow.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(localStorage.getItem(authStorageKeyFor(apiB, 'dictation-portal'))).not.toBeNull();
  });
});

describe("an element whose api-base-url the page's allow-list does not name", () => {
  it('refuses to start: says why in its UI, the console and an event, and sends nothing', async () => {
    allowApiOrigins(apiA);
    await signIn(apiA, 'doctor');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: string[] = [];
    const onError = (event: Event) =>
      errors.push((event as DictationEvent<'dictation-error'>).detail.message);
    document.addEventListener('dictation-error', onError, { once: true });
    const stray = addElement('dictation-letters-table', elsewhere);
    const message = widgetMessages.apiNotAllowed(elsewhere);
    expect(await stray.shadow.findByRole('alert')).toHaveTextContent(message);
    expect(errors).toEqual([message]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(`api-base-url ${elsewhere}`);
    stray.element.setAttribute('brand', 'evergreen');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(seen.filter((request) => request.origin === elsewhere)).toHaveLength(0);
  });

  it("without the meta, only the page's own origin is allowed; 'self' names it in a list", async () => {
    const own = addElement('dictation-sign-in', '');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const foreign = addElement('dictation-sign-in', apiA);
    expect(await own.shadow.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await foreign.shadow.findByRole('alert')).toHaveTextContent(widgetMessages.apiNotAllowed(apiA));
    document.body.replaceChildren();
    allowApiOrigins(`'self' ${apiA}`);
    const ownAgain = addElement('dictation-sign-in', window.location.origin);
    const allowed = addElement('dictation-sign-in', apiA);
    expect(await ownAgain.shadow.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await allowed.shadow.findByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('a meta put into the body (markup the host shows) allows nothing', async () => {
    const injected = document.createElement('div');
    injected.innerHTML = `<meta name="${apiOriginsMetaName}" content="${elsewhere}">`;
    document.body.append(injected);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stray = addElement('dictation-sign-in', elsewhere);
    expect(await stray.shadow.findByRole('alert')).toHaveTextContent(widgetMessages.apiNotAllowed(elsewhere));
  });
});
