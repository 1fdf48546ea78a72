import { describe, expect, it, vi } from 'vitest';
import { createDictationClient } from './createDictationClient';
import { createMemoryStorage } from './storage/storageLike';
import { fakeFetch, json, text } from './test/fakeFetch';

describe('createDictationClient', () => {
  it('sends the session token and logs out on 401', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token'
        ? json({ access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 })
        : text('', 401, 'Unauthorized'),
    );
    const { api, session } = createDictationClient({
      baseUrl: '',
      fetch,
      storage: createMemoryStorage(),
      broadcast: false,
    });
    await session.login('doctor', 'pw');
    await expect(api.app.ping()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(requests[1]?.headers).toMatchObject({ Authorization: 'Bearer a', clientID: 'dictation-portal' });
    expect(session.isSignedIn()).toBe(false);
  });

  it('a failed sign-in does not log out (no broadcast to other tabs)', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'invalid_client' }, 401, 'Unauthorized'));
    const { session } = createDictationClient({
      baseUrl: '',
      fetch,
      storage: createMemoryStorage(),
      broadcast: false,
    });
    const events: string[] = [];
    session.subscribe((event) => events.push(event.type));
    await expect(session.login('doctor', 'pw')).rejects.toMatchObject({ message: 'invalid_client' });
    expect(events).toEqual([]);
  });

  it("tells a logout to the tabs of the same API's sign-in only (issue 34)", async () => {
    const { fetch } = fakeFetch(() =>
      json({ access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 }),
    );
    const storage = createMemoryStorage();
    const client = (baseUrl: string) => createDictationClient({ baseUrl, fetch, storage });
    const tabOfA = client('https://a.example');
    const otherTabOfA = client('https://a.example');
    const tabOfB = client('https://b.example');
    await tabOfA.session.login('doctor', 'pw');
    await tabOfB.session.login('doctor', 'pw');
    const toldA = vi.fn();
    const toldB = vi.fn();
    otherTabOfA.session.subscribe(toldA);
    tabOfB.session.subscribe(toldB);
    tabOfA.session.logout();
    await vi.waitFor(() => expect(toldA).toHaveBeenCalledWith({ type: 'logout', remote: true }));
    expect(toldB).not.toHaveBeenCalled();
    expect(tabOfB.session.isSignedIn()).toBe(true);
    for (const { session } of [tabOfA, otherTabOfA, tabOfB]) session.dispose();
  });
  it("answers from the sign-in's kept copies without a request, and refuses what is not kept (issue 33)", async () => {
    const { fetch, requests } = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token'
        ? json({ access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 })
        : json(true),
    );
    const storage = createMemoryStorage();
    const before = createDictationClient({ baseUrl: '', fetch, storage, broadcast: false });
    await before.session.login('doctor', 'pw');
    expect(await before.api.letters.manualEnabled()).toBe(true);
    // The page reloaded: a new client on the same storage, its token not refreshed yet.
    const reloaded = createDictationClient({ baseUrl: '', fetch, storage, broadcast: false });
    const sent = requests.length;
    expect(await reloaded.keptCopies.letters.manualEnabled()).toBe(true);
    await expect(reloaded.keptCopies.letters.outsourceEnabled()).rejects.toMatchObject({ kind: 'network' });
    await expect(reloaded.keptCopies.app.ping()).rejects.toMatchObject({ kind: 'network' });
    expect(requests).toHaveLength(sent);
  });
});
