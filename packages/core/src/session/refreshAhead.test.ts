import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import type { FetchLike } from '../api/httpClient';
import { createMemoryStorage, type StorageLike } from '../storage/storageLike';
import { fakeLocks, tokenServer } from '../test/tokenServer.fixture';
import { type RefreshAhead, refreshAhead } from './refreshAhead';
import { createSession, type LockManagerLike, type SessionEvent } from './session';
import { authStorageKeyFor, refreshLockFor } from './storedSignIn';

/** Issue 33: a reload's token refresh sent by the page's first script, taken by the session. */

const clientId = 'dictation-portal';
const apiOrigin = globalThis.location.origin;
let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => clock;

/** A page of the portal, as main.tsx builds it: a session over the shared storage. */
function page(fetch: FetchLike, storage: StorageLike, locks: LockManagerLike, aheadRefresh?: RefreshAhead) {
  const oauth = createApiClient({ baseUrl: '', clientId, fetch }).oauth;
  const session = createSession({
    oauth,
    storage,
    now,
    locks,
    ...(aheadRefresh ? { aheadRefresh } : {}),
  });
  const events: SessionEvent['type'][] = [];
  session.subscribe((event) => events.push(event.type));
  return { session, events };
}

/** The page's first script, as src/refreshAhead.ts runs it. */
const ahead = (fetch: FetchLike, storage: StorageLike, locks: LockManagerLike) =>
  refreshAhead({ baseUrl: '', apiOrigin, clientId, storage, locks, fetch, now });

const storedRefreshToken = (storage: StorageLike) =>
  (JSON.parse(storage.getItem(authStorageKeyFor(apiOrigin, clientId)) ?? 'null') as { refreshToken?: string })
    ?.refreshToken;

/** A signed-in user reloading: the sign-in made earlier is in storage, and nothing else. */
async function signedIn() {
  const server = tokenServer();
  const storage = createMemoryStorage();
  const locks = fakeLocks();
  await page(server.fetch, storage, locks).session.login('doctor', 'pw');
  return { server, storage, locks };
}

describe('refreshAhead: the page refreshes its token before its code is in (issue 33)', () => {
  it('sends the refresh grant as the API client does, stores the next sign-in, and the session takes the answer', async () => {
    const { server, storage, locks } = await signedIn();
    const reload = page(server.fetch, storage, locks, ahead(server.fetch, storage, locks));
    // The page renders once the refresh is out: here it is, before its answer is read.
    await reload.session.refreshSent();
    expect(await reload.session.getAccessToken()).toBe('access-2');
    expect(server.refreshGrants()).toBe(1);
    const [, refresh] = server.requests;
    expect(refresh?.url.pathname).toBe('/api/OAuth/Token');
    expect(refresh?.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      clientID: clientId,
    });
    expect(Object.fromEntries(new URLSearchParams(String(refresh?.body)))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: clientId,
    });
    expect(storedRefreshToken(storage)).toBe('refresh-2');
    expect(reload.events).toEqual(['refresh']);
  });

  it('says it is sent once its request is out, not before the lock is granted, nor after the answer', async () => {
    const { server, storage, locks } = await signedIn();
    let releaseLock = () => {};
    void locks.request(
      refreshLockFor(apiOrigin, clientId),
      () => new Promise<void>((resolve) => (releaseLock = resolve)),
    );
    let answerToken = (_: Response) => {};
    const held: FetchLike = (input, init) =>
      new URL(String(input), 'http://page.example').pathname === '/api/OAuth/Token'
        ? new Promise((resolve) => (answerToken = resolve))
        : server.fetch(input, init);
    const reload = page(server.fetch, storage, locks, ahead(held, storage, locks));
    const token = reload.session.getAccessToken();
    let sent = false;
    void reload.session.refreshSent().then(() => (sent = true));
    // Another tab holds the lock: nothing is on the wire yet.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toBe(false);
    expect(server.refreshGrants()).toBe(0);
    releaseLock();
    await vi.waitFor(() => expect(sent).toBe(true));
    answerToken(
      await server.fetch('/api/OAuth/Token', {
        method: 'POST',
        body: 'grant_type=refresh_token&refresh_token=refresh-1',
      }),
    );
    expect(await token).toBe('access-2');
  });

  it('is taken once: the refresh at the token’s expiry spends the token it stored', async () => {
    const { server, storage, locks } = await signedIn();
    const reload = page(server.fetch, storage, locks, ahead(server.fetch, storage, locks));
    await reload.session.getAccessToken();
    clock += 295_000;
    expect(await reload.session.getAccessToken()).toBe('access-3');
    expect(server.refreshGrants()).toBe(2);
    expect(storedRefreshToken(storage)).toBe('refresh-3');
  });

  it('holds the tabs’ lock until the next sign-in is stored: another tab refreshing meanwhile spends that one', async () => {
    const { server, storage, locks } = await signedIn();
    const refreshed = ahead(server.fetch, storage, locks);
    const reload = page(server.fetch, storage, locks, refreshed);
    const otherTab = page(server.fetch, storage, locks);
    clock += 295_000;
    const tokens = await Promise.all([otherTab.session.getAccessToken(), reload.session.getAccessToken()]);
    // The page takes the refresh ahead's tokens, the other tab spends the next sign-in: no token
    // was spent twice (a spent one is refused, and the refusal would be retried as a grant).
    expect(tokens).toEqual(['access-3', 'access-2']);
    expect(server.refreshGrants()).toBe(2);
    expect(storedRefreshToken(storage)).toBe('refresh-3');
    expect([...reload.events, ...otherTab.events]).not.toContain('logout');
    expect(reload.session.isSignedIn()).toBe(true);
  });

  it('a refresh ahead lost on the network: the session refreshes itself with the token still stored', async () => {
    const { server, storage, locks } = await signedIn();
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const reload = page(server.fetch, storage, locks, ahead(offline, storage, locks));
    expect(await reload.session.getAccessToken()).toBe('access-2');
    expect(server.refreshGrants()).toBe(1);
    expect(storedRefreshToken(storage)).toBe('refresh-2');
  });

  it('a refused refresh ahead stores nothing, and the session says the sign-in is over', async () => {
    const { server, storage, locks } = await signedIn();
    // Spent elsewhere (another computer signed this user out): refused to both.
    const spent = page(server.fetch, storage, locks);
    await spent.session.refresh();
    storage.setItem(
      authStorageKeyFor(apiOrigin, clientId),
      JSON.stringify({ refreshToken: 'refresh-1', tokenType: 'bearer', apiOrigin }),
    );
    const reload = page(server.fetch, storage, locks, ahead(server.fetch, storage, locks));
    await expect(reload.session.getAccessToken()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(reload.events).toEqual(['logout']);
    expect(reload.session.isSignedIn()).toBe(false);
  });

  it('sends nothing for a page without a sign-in, or with the sign-in of another API', async () => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    expect(await ahead(server.fetch, storage, fakeLocks()).answer).toBeUndefined();
    storage.setItem(
      authStorageKeyFor(apiOrigin, clientId),
      JSON.stringify({ refreshToken: 'stolen', tokenType: 'bearer', apiOrigin: 'https://elsewhere.example' }),
    );
    expect(await ahead(server.fetch, storage, fakeLocks()).answer).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('is taken when another tab refreshed the same sign-in since: two tabs reloading at once refresh once each', async () => {
    const { server, storage, locks } = await signedIn();
    // Both pages' first scripts refresh, one after the other under the lock, before either
    // page's session has looked: the first page's answer is no longer the one stored.
    const first = ahead(server.fetch, storage, locks);
    const second = ahead(server.fetch, storage, locks);
    await Promise.all([first.answer, second.answer]);
    expect(storedRefreshToken(storage)).toBe('refresh-3');
    const tabs = [page(server.fetch, storage, locks, first), page(server.fetch, storage, locks, second)];
    const tokens = await Promise.all(tabs.map((tab) => tab.session.getAccessToken()));
    expect(tokens).toEqual(['access-2', 'access-3']);
    expect(server.refreshGrants()).toBe(2);
    expect(storedRefreshToken(storage)).toBe('refresh-3');
  });

  it('a sign-in stored before sign-in ids: taken while the token it stored is the one stored', async () => {
    const { server, storage, locks } = await signedIn();
    storage.setItem(
      authStorageKeyFor(apiOrigin, clientId),
      JSON.stringify({ refreshToken: 'refresh-1', tokenType: 'bearer', apiOrigin }),
    );
    const reload = page(server.fetch, storage, locks, ahead(server.fetch, storage, locks));
    expect(await reload.session.getAccessToken()).toBe('access-2');
    expect(server.refreshGrants()).toBe(1);
  });

  it('is not taken when another sign-in was stored since (a logout and a new user in another tab)', async () => {
    const { server, storage, locks } = await signedIn();
    const refreshed = ahead(server.fetch, storage, locks);
    await refreshed.answer;
    const otherUser = page(server.fetch, storage, locks);
    await otherUser.session.login('secretary', 'pw');
    const reload = page(server.fetch, storage, locks, refreshed);
    // The token of the sign-in stored now, not the one the refresh ahead had for the last user.
    expect(await reload.session.getAccessToken()).toBe('access-4');
    expect(server.refreshGrants()).toBe(2);
  });
});
