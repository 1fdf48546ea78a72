import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { messages } from '../messages';
import { createMemoryStorage } from '../storage/storageLike';
import { fakeFetch, json, type SeenRequest, text } from '../test/fakeFetch';
import { LoginError } from './loginError';
import { createLogoutBroadcast } from './logoutBroadcast';
import { createSession } from './session';
import { authStorageKeyFor, legacyAuthStorageKey } from './storedSignIn';

/** The portal's sign-in: the page's own API and the portal's client. */
const pageOrigin = globalThis.location.origin;
const authStorageKey = authStorageKeyFor(pageOrigin, 'dictation-portal');
/** A sign-in as a session of the page's API stores it. */
const storedSignIn = (refreshToken: string, apiOrigin = pageOrigin) =>
  JSON.stringify({ refreshToken, tokenType: 'bearer', apiOrigin });

const tokenAnswer = (access: string) => ({
  access_token: access,
  token_type: 'bearer',
  refresh_token: `refresh-${access}`,
  expires_in: 299,
});

/** A fake server: the token endpoint plus `ping`, counting refresh grants. */
function server(tokenReply: (request: SeenRequest) => Response = () => json(tokenAnswer('a1'))) {
  let refreshes = 0;
  const fake = fakeFetch((request) => {
    if (request.url.pathname === '/api/OAuth/Token') {
      const form = new URLSearchParams(String(request.body));
      if (form.get('grant_type') === 'refresh_token') {
        refreshes += 1;
        return json(tokenAnswer(`r${refreshes}`));
      }
      return tokenReply(request);
    }
    return json({});
  });
  const base = { baseUrl: '', clientId: 'dictation-portal', fetch: fake.fetch };
  const storage = createMemoryStorage();
  const session = createSession({ oauth: createApiClient(base).oauth, storage });
  const api = createApiClient({ ...base, session, onUnauthorized: () => session.logout() });
  return { ...fake, session, api, storage, refreshes: () => refreshes };
}

async function loginFailure(reply: Response): Promise<LoginError> {
  const { session } = server(() => reply);
  const error = await session.login('doctor', 'pw').catch((reason: unknown) => reason);
  if (!(error instanceof LoginError)) throw new Error('expected a LoginError');
  return error;
}

describe('login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends the password grant with basic client authorization; stores the refresh token, not the access token', async () => {
    const { session, requests, storage } = server();
    const tokens = await session.login('doctor', 'secret');
    const form = new URLSearchParams(String(requests[0]?.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'doctor',
      password: 'secret',
    });
    expect(requests[0]?.headers.Authorization).toBe(
      `Basic ${btoa('dictation-portal:dictation-portal-secret')}`,
    );
    expect(tokens).toEqual({
      accessToken: 'a1',
      tokenType: 'bearer',
      refreshToken: 'refresh-a1',
      expiresIn: 299,
      expiresAt: Date.parse('2026-11-22T10:04:59Z'),
    });
    // Issue 22: the access token stays in this tab's memory; the tabs share the refresh token,
    // with the id that tells this sign-in from the next user's.
    expect(JSON.parse(storage.getItem(authStorageKey) ?? 'null')).toEqual({
      refreshToken: 'refresh-a1',
      tokenType: 'bearer',
      apiOrigin: pageOrigin,
      signInId: expect.any(String),
    });
    expect(session.tokens()).toEqual(tokens);
  });

  it('a 429 lockout shows the server description, not the error code', async () => {
    const error = await loginFailure(
      json(
        { error: 'too_many_attempts', error_description: 'Too many attempts. Please try again later.' },
        429,
      ),
    );
    expect(error.failure).toEqual({ reason: 'rejected' });
    expect(error.message).toBe('Too many attempts. Please try again later.');
  });

  it('defaults expires_in to 299 s', async () => {
    const { session } = server(() => json({ access_token: 'a', token_type: 'bearer', refresh_token: 'r' }));
    expect((await session.login('u', 'p')).expiresIn).toBe(299);
  });

  it('expired password with a userId: Password is expired', async () => {
    const error = await loginFailure(
      json({ error: 'password_expired', error_description: 'Password is expired', userId: '42' }, 400),
    );
    expect(error.failure).toEqual({ reason: 'password-expired', userId: '42' });
    expect(error.message).toBe('Password is expired');
  });

  it('restricted address: Access denied! with the health-network explanation', async () => {
    const error = await loginFailure(json({ error: 'restricted_address', error_description: 'x' }, 400));
    expect(error.failure.reason).toBe('restricted-address');
    expect(error.message).toBe('Access denied!');
    expect(error.description).toContain('specific health network');
  });

  it('other 400: the server error', async () => {
    const error = await loginFailure(
      json({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }, 400),
    );
    expect(error.failure.reason).toBe('rejected');
    expect(error.message).toBe('The user name or password is incorrect.');
    expect((await loginFailure(json({ error: 'locked' }, 400))).message).toBe('locked');
  });

  it('other statuses: the body error, else Invalid credentials', async () => {
    expect((await loginFailure(json({ error: 'server_down' }, 500))).message).toBe('server_down');
    const error = await loginFailure(text('<html>', 502, 'Bad Gateway'));
    expect(error.failure).toEqual({ reason: 'failed', status: 502 });
    expect(error.message).toBe('Invalid credentials');
  });

  it('never puts the password or token in the error', async () => {
    const error = await loginFailure(json({ error: 'invalid_grant' }, 400));
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('pw');
  });
});

describe('refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ten concurrent requests at token expiry cause exactly one refresh', async () => {
    const { session, api, requests, refreshes } = server();
    await session.login('doctor', 'pw');
    await vi.advanceTimersByTimeAsync(299_000);
    await Promise.all(Array.from({ length: 10 }, () => api.app.ping()));
    expect(refreshes()).toBe(1);
    const pings = requests.filter((request) => request.url.pathname === '/api/ping');
    expect(pings).toHaveLength(10);
    for (const ping of pings) expect(ping.headers.Authorization).toBe('Bearer r1');
  });

  it('refreshes 10 s before expiry, not earlier', async () => {
    const { session, api, refreshes, requests } = server();
    await session.login('doctor', 'pw');
    await vi.advanceTimersByTimeAsync(299_000 - 10_001);
    await api.app.ping();
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await api.app.ping();
    expect(refreshes()).toBe(1);
    const refresh = requests.find((request) => String(request.body).includes('refresh_token'));
    expect(Object.fromEntries(new URLSearchParams(String(refresh?.body)))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-a1',
      client_id: 'dictation-portal',
    });
    expect(refresh?.url.search).toBe('');
  });

  it('a refused refresh logs out and rejects as unauthorized', async () => {
    const fake = fakeFetch((request) =>
      String(request.body).includes('refresh_token')
        ? json({ error: 'invalid_grant' }, 400)
        : json(tokenAnswer('a')),
    );
    const storage = createMemoryStorage();
    const session = createSession({
      oauth: createApiClient({ baseUrl: '', clientId: 'c', fetch: fake.fetch }).oauth,
      storage,
    });
    await session.login('u', 'p');
    const events: string[] = [];
    session.subscribe((event) => events.push(event.type));
    await vi.advanceTimersByTimeAsync(300_000);
    await expect(session.getAccessToken()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.isSignedIn()).toBe(false);
    expect(events).toEqual(['logout']);
  });

  it('refreshes with the refresh token another tab stored', async () => {
    const { session, storage, requests } = server();
    await session.login('doctor', 'pw');
    await vi.advanceTimersByTimeAsync(295_000);
    // Another tab refreshed meanwhile: the token this tab signed in with is spent.
    storage.setItem(authStorageKey, storedSignIn('rb2'));
    await expect(session.getAccessToken()).resolves.toBe('r1');
    const refresh = requests.find((request) => String(request.body).includes('grant_type=refresh_token'));
    expect(new URLSearchParams(String(refresh?.body)).get('refresh_token')).toBe('rb2');
  });

  it('a new tab (or a reload) gets its own access token from the stored refresh token', async () => {
    const storage = createMemoryStorage({ [authStorageKey]: storedSignIn('rb2') });
    const { api, refreshes } = server();
    const session = createSession({ oauth: api.oauth, storage });
    expect(session.isSignedIn()).toBe(true);
    await expect(session.getAccessToken()).resolves.toBe('r1');
    expect(refreshes()).toBe(1);
  });

  it('moves the sign-in stored before issue 34 to its API and client, once, without an access token', async () => {
    const storage = createMemoryStorage({
      [legacyAuthStorageKey]: JSON.stringify({
        accessToken: 'old',
        tokenType: 'bearer',
        refreshToken: 'rb2',
        expiresIn: 299,
        expiresAt: Date.now() + 299_000,
      }),
    });
    const { api, requests } = server();
    const session = createSession({ oauth: api.oauth, storage });
    expect(session.isSignedIn()).toBe(true);
    expect(storage.getItem(legacyAuthStorageKey)).toBeNull();
    expect(JSON.parse(storage.getItem(authStorageKey) ?? 'null')).toEqual({
      refreshToken: 'rb2',
      tokenType: 'bearer',
      apiOrigin: pageOrigin,
    });
    await expect(session.getAccessToken()).resolves.toBe('r1');
    expect(new URLSearchParams(String(requests[0]?.body)).get('refresh_token')).toBe('rb2');
  });

  it("leaves the earlier key to the portal's session: another API's or client's does not take it", () => {
    const legacy = JSON.stringify({ refreshToken: 'rb2', tokenType: 'bearer' });
    const storage = createMemoryStorage({ [legacyAuthStorageKey]: legacy });
    const oauth = server().api.oauth;
    const otherApi = createSession({ oauth, storage, apiOrigin: 'https://other.example' });
    const otherClient = createSession({ oauth, storage, clientId: 'epr-client' });
    expect(otherApi.isSignedIn()).toBe(false);
    expect(otherClient.isSignedIn()).toBe(false);
    expect(storage.getItem(legacyAuthStorageKey)).toBe(legacy);
  });

  it('keeps the sign-in it holds when an earlier key is also there', () => {
    const storage = createMemoryStorage({
      [authStorageKey]: storedSignIn('current'),
      [legacyAuthStorageKey]: JSON.stringify({ refreshToken: 'older', tokenType: 'bearer' }),
    });
    createSession({ oauth: server().api.oauth, storage });
    expect(storage.getItem(authStorageKey)).toContain('current');
    expect(storage.getItem(legacyAuthStorageKey)).toBeNull();
  });

  it('is signed out with no or corrupted stored tokens', async () => {
    const storage = createMemoryStorage({ [authStorageKey]: '{"refreshToken":1' });
    const session = createSession({ oauth: server().api.oauth, storage });
    expect(session.isSignedIn()).toBe(false);
    await expect(session.getAccessToken()).resolves.toBeNull();
  });
});

describe('logout', () => {
  it('a 401 logs out: tokens cleared and listeners told', async () => {
    const fake = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token' ? json(tokenAnswer('a')) : text('', 401, 'Unauthorized'),
    );
    const base = { baseUrl: '', clientId: 'c', fetch: fake.fetch };
    const storage = createMemoryStorage();
    const session = createSession({ oauth: createApiClient(base).oauth, storage });
    const api = createApiClient({ ...base, session, onUnauthorized: () => session.logout() });
    await session.login('u', 'p');
    const listener = vi.fn();
    session.subscribe(listener);
    await expect(api.profile.current()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(storage.getItem(authStorageKey)).toBeNull();
    expect(listener).toHaveBeenCalledWith({ type: 'logout', remote: false });
  });

  it('is broadcast to other tabs over BroadcastChannel', async () => {
    const storageA = createMemoryStorage();
    const name = `test-${Math.random()}`;
    const oauth = server().api.oauth;
    const tabA = createSession({ oauth, storage: storageA, broadcast: createLogoutBroadcast({ name }) });
    const tabB = createSession({ oauth, storage: storageA, broadcast: createLogoutBroadcast({ name }) });
    await tabA.login('u', 'p');
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.logout();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith({ type: 'logout', remote: true }));
    tabA.dispose();
    tabB.dispose();
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    const storage = createMemoryStorage();
    const target = new EventTarget();
    const options = { BroadcastChannel: undefined, storage, target };
    const sender = createLogoutBroadcast(options);
    const receiver = createLogoutBroadcast(options);
    const listener = vi.fn();
    receiver.subscribe(listener);
    sender.post();
    const key = 'dictation-session:logout';
    // The browser fires `storage` in the other tabs only; simulate that tab's event.
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: storage.getItem(key) }));
    expect(listener).toHaveBeenCalledTimes(1);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
    receiver.close();
    sender.close();
  });

  it('uses the connection-lost message for a network failure at sign-in', async () => {
    const session = createSession({
      oauth: createApiClient({ baseUrl: '', clientId: 'c', fetch: () => Promise.reject(new TypeError('x')) })
        .oauth,
      storage: createMemoryStorage(),
    });
    await expect(session.login('u', 'p')).rejects.toMatchObject({ message: messages.connectionLost });
  });
});

describe('one sign-in per API (issue 34)', () => {
  const apiA = 'https://a.example';
  const apiB = 'https://b.example';

  /** Two APIs behind one fetch, each answering its own token endpoint. */
  function twoApis() {
    const fake = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token' ? json(tokenAnswer(request.url.host)) : json({}),
    );
    const storage = createMemoryStorage();
    const sessionOf = (apiOrigin: string) =>
      createSession({
        oauth: createApiClient({ baseUrl: apiOrigin, clientId: 'dictation-portal', fetch: fake.fetch }).oauth,
        storage,
        apiOrigin,
        locks: undefined,
      });
    /** Requests to `origin` that carry a token: a bearer or a refresh token. */
    const tokensSentTo = (origin: string) =>
      fake.requests.filter(
        (request) =>
          request.url.origin === origin &&
          (request.headers.Authorization?.startsWith('Bearer') ||
            String(request.body).includes('refresh_token')),
      );
    return { ...fake, storage, sessionOf, tokensSentTo };
  }

  it('keeps two sign-ins apart: each stored under its API, each logout its own', async () => {
    const { storage, sessionOf, tokensSentTo } = twoApis();
    const a = sessionOf(apiA);
    const b = sessionOf(apiB);
    await a.login('doctor', 'pw');
    expect(b.isSignedIn()).toBe(false);
    await expect(b.getAccessToken()).resolves.toBeNull();
    expect(tokensSentTo(apiB)).toHaveLength(0);
    await b.login('secretary', 'pw');
    expect(JSON.parse(storage.getItem(authStorageKeyFor(apiA, 'dictation-portal')) ?? 'null')).toMatchObject({
      refreshToken: 'refresh-a.example',
      apiOrigin: apiA,
    });
    expect(storage.getItem(authStorageKeyFor(apiB, 'dictation-portal'))).toContain('refresh-b.example');
    a.logout();
    expect(a.isSignedIn()).toBe(false);
    expect(b.isSignedIn()).toBe(true);
  });

  it('never spends a refresh token another API issued, even copied under its key', async () => {
    const { storage, sessionOf, tokensSentTo } = twoApis();
    storage.setItem(authStorageKeyFor(apiB, 'dictation-portal'), storedSignIn('stolen', apiA));
    const b = sessionOf(apiB);
    expect(b.isSignedIn()).toBe(false);
    await expect(b.getAccessToken()).resolves.toBeNull();
    await expect(b.refresh()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(tokensSentTo(apiB)).toHaveLength(0);
  });

  it('refuses to give its access token for another origin, with a message saying so', async () => {
    const { fetch, sessionOf, tokensSentTo } = twoApis();
    const a = sessionOf(apiA);
    await a.login('doctor', 'pw');
    const misdirected = createApiClient({ baseUrl: apiB, clientId: 'dictation-portal', fetch, session: a });
    await expect(misdirected.profile.current()).rejects.toMatchObject({
      detail: { kind: 'foreignOrigin', origin: apiB },
      message: messages.signInOfAnotherApi(apiA, apiB),
    });
    expect(tokensSentTo(apiB)).toHaveLength(0);
    // Its own API still gets it.
    await expect(a.getAccessToken(`${apiA}/api/profile`)).resolves.toBe('a.example');
  });
});
