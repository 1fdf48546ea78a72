import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import type { FetchLike } from '../api/httpClient';
import { createMemoryStorage, type StorageLike } from '../storage/storageLike';
import { text } from '../test/fakeFetch';
import { fakeLocks, tokenServer } from '../test/tokenServer.fixture';
import type { LogoutBroadcast } from './logoutBroadcast';
import { createSession, type LockManagerLike, type SessionEvent } from './session';

/** Issue 22, Sessions: two tabs are two sessions over one storage, as in a browser. */

let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => clock;

function tab(
  fetch: FetchLike,
  storage: StorageLike,
  extra: { locks?: LockManagerLike | undefined; broadcast?: LogoutBroadcast } = {},
) {
  const oauth = createApiClient({ baseUrl: '', clientId: 'dictation-portal', fetch }).oauth;
  const session = createSession({ oauth, storage, now, locks: undefined, ...extra });
  const events: SessionEvent['type'][] = [];
  session.subscribe((event) => events.push(event.type));
  return { session, events };
}

describe('two tabs refreshing at the same moment', () => {
  it('refresh one at a time across tabs (Web Locks), each with the token the other stored: both keep the session', async () => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    const locks = fakeLocks();
    const a = tab(server.fetch, storage, { locks });
    const b = tab(server.fetch, storage, { locks });
    await a.session.login('doctor', 'pw');
    clock += 295_000;
    const [tokenA, tokenB] = await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    // Each tab holds its own access token; no refresh token was spent twice.
    expect([tokenA, tokenB]).toEqual(['access-2', 'access-3']);
    expect(server.refreshGrants()).toBe(2);
    expect([...a.events, ...b.events]).not.toContain('logout');
  });

  it('without Web Locks, the tab whose refresh is refused tries again with the token the other tab stored', async () => {
    const server = tokenServer(20);
    const storage = createMemoryStorage();
    const a = tab(server.fetch, storage);
    const b = tab(server.fetch, storage);
    await a.session.login('doctor', 'pw');
    clock += 295_000;
    const [tokenA, tokenB] = await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    expect(tokenA).toBe('access-2');
    expect(tokenB).toBe('access-3');
    expect(server.refreshGrants()).toBe(3);
    expect(b.session.isSignedIn()).toBe(true);
    expect([...a.events, ...b.events]).not.toContain('logout');
  });
});

describe('a refresh that fails without being refused', () => {
  it.each([
    ['a 503', () => Promise.resolve(text('busy', 503, 'Service Unavailable')), 'http'],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
  ])('%s fails the call and keeps the session', async (_name, refreshReply, kind) => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    const fetch: FetchLike = (input, init) =>
      String(init.body).includes('grant_type=refresh_token') ? refreshReply() : server.fetch(input, init);
    const { session, events } = tab(fetch, storage);
    await session.login('doctor', 'pw');
    clock += 295_000;
    await expect(session.getAccessToken()).rejects.toMatchObject({ kind });
    expect(session.isSignedIn()).toBe(true);
    expect(events).not.toContain('logout');
  });
});

describe('logout', () => {
  it('happens once for N parallel 401s: one event, one broadcast, one revoke of the sign-in', async () => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    const broadcast: LogoutBroadcast = { post: vi.fn(), subscribe: () => () => undefined, close: vi.fn() };
    const { session, events } = tab(server.fetch, storage, { broadcast });
    await session.login('doctor', 'pw');
    for (let i = 0; i < 5; i += 1) session.logout();
    expect(events.filter((type) => type === 'logout')).toHaveLength(1);
    expect(broadcast.post).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      const revokes = server.requests.filter((request) => request.url.pathname === '/api/OAuth/Revoke');
      expect(revokes.map((request) => String(request.body))).toEqual(['token=refresh-1']);
    });
  });
});

describe('refreshSent (issue 33)', () => {
  /** Locks granted when the test says, as a browser grants them in a task of their own. */
  function heldLocks() {
    const waiting: (() => void)[] = [];
    const locks: LockManagerLike = {
      request: (_name, callback) => new Promise<void>((resolve) => waiting.push(resolve)).then(callback),
    };
    return { locks, grant: () => waiting.shift()?.() };
  }

  it('resolves once the lock is granted and the refresh sent, before the token answers', async () => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    const signIn = tab(server.fetch, storage);
    await signIn.session.login('secretary', 'pw');
    const { locks, grant } = heldLocks();
    // The token endpoint's answer held: what was asked for is seen, nothing answered.
    const asked: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const slowFetch: FetchLike = async (input, init) => {
      asked.push(String(init?.body ?? ''));
      await answered;
      return server.fetch(input, init);
    };
    const reload = tab(slowFetch, storage, { locks });
    let sent = false;
    const token = reload.session.getAccessToken();
    void reload.session.refreshSent().then(() => {
      sent = true;
    });
    await Promise.resolve();
    expect(sent).toBe(false);
    expect(asked).toEqual([]);
    grant();
    await vi.waitFor(() => expect(sent).toBe(true));
    expect(asked).toEqual([expect.stringContaining('grant_type=refresh_token')]);
    answer();
    await expect(token).resolves.toBe('access-2');
  });

  it('resolves at once with no refresh in flight, and when the lock could not be had', async () => {
    const server = tokenServer();
    const storage = createMemoryStorage();
    const signIn = tab(server.fetch, storage);
    await expect(signIn.session.refreshSent()).resolves.toBeUndefined();
    await signIn.session.login('secretary', 'pw');
    const refused = tab(server.fetch, storage, {
      locks: { request: () => Promise.reject(new DOMException('Lock broken', 'AbortError')) },
    });
    await expect(refused.session.getAccessToken()).rejects.toThrow('Lock broken');
    await expect(refused.session.refreshSent()).resolves.toBeUndefined();
  });
});
