import { describe, expect, it } from 'vitest';
import { createDictationClient } from '../createDictationClient';
import { createMemoryStorage, type StorageLike } from '../storage/storageLike';
import { fakeFetch, json } from '../test/fakeFetch';
import type { FetchLike } from './httpClient';

const configuration = { accountName: 'Demo Trust', accountId: 7 };
const tokens = { access_token: 'a', token_type: 'bearer', refresh_token: 'r1', expires_in: 299 };

/** A server that signs in and answers the configuration and the current letter. */
const server = () =>
  fakeFetch((request) => {
    if (request.url.pathname === '/api/OAuth/Token') return json(tokens);
    if (request.url.pathname === '/api/author/letters/current-letter') return json({ id: 5 });
    return json(configuration);
  });

/** A page of the portal over `storage` (a reload is a new one over the same storage). */
const page = (storage: StorageLike, fetch: FetchLike) =>
  createDictationClient({ baseUrl: '', fetch, storage, broadcast: false });

/** A network with nothing at the other end: every request fails as fetch fails offline. */
const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));

/** Signs in on a page and reads the configuration there, as the portal's shell does. */
async function signedInPageThatRead(storage: StorageLike) {
  const { api, session } = page(storage, server().fetch);
  await session.login('doctor', 'pw');
  await api.app.configuration();
  return { api, session };
}

describe('kept answers: the lookups with no network (issue 35)', () => {
  it('a page opened with no network reads the lookups its sign-in was last answered, though no token can be had', async () => {
    const storage = createMemoryStorage();
    await signedInPageThatRead(storage);
    const reloaded = page(storage, offline);
    expect(reloaded.session.isSignedIn()).toBe(true);
    await expect(reloaded.api.app.configuration()).resolves.toEqual(configuration);
    // The refresh could not reach the server: the sign-in stays for when the network returns.
    expect(reloaded.session.isSignedIn()).toBe(true);
  });

  it('keeps no letter: a letter read with no network fails as before', async () => {
    const storage = createMemoryStorage();
    const { api } = await signedInPageThatRead(storage);
    await api.letters.current();
    await expect(page(storage, offline).api.letters.current()).rejects.toMatchObject({ kind: 'network' });
  });

  it("a server's refusal is its answer: the kept copy serves only when there is no answer", async () => {
    const storage = createMemoryStorage();
    const { session } = await signedInPageThatRead(storage);
    const failing = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token' ? json(tokens) : json({}, 503, 'Service Unavailable'),
    );
    const second = page(storage, failing.fetch);
    await expect(second.api.app.configuration()).rejects.toMatchObject({ kind: 'http', status: 503 });
    session.dispose();
  });

  it('the answer kept is the latest one', async () => {
    const storage = createMemoryStorage();
    const { session } = await signedInPageThatRead(storage);
    const renamed = fakeFetch((request) =>
      request.url.pathname === '/api/OAuth/Token'
        ? json(tokens)
        : json({ ...configuration, accountName: 'Renamed' }),
    );
    await page(storage, renamed.fetch).api.app.configuration();
    await expect(page(storage, offline).api.app.configuration()).resolves.toMatchObject({
      accountName: 'Renamed',
    });
    session.dispose();
  });

  it('a sign-out deletes them, and so does a sign-in (another user may be next)', async () => {
    const storage = createMemoryStorage();
    const first = await signedInPageThatRead(storage);
    first.session.logout();
    const afterSignOut = page(storage, offline);
    await expect(afterSignOut.api.app.configuration()).rejects.toMatchObject({ kind: 'network' });

    const second = await signedInPageThatRead(storage);
    await second.session.login('secretary', 'pw');
    await expect(page(storage, offline).api.app.configuration()).rejects.toMatchObject({ kind: 'network' });
  });
});
