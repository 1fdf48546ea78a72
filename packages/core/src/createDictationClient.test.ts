import { describe, expect, it } from 'vitest';
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
});
