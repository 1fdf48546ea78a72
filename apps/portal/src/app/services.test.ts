import { authStorageKeyFor, createMemoryStorage, type FetchLike, type StorageLike } from '@dictation/core';
import { describe, expect, it, vi } from 'vitest';
import { portalClientId } from './portalClient';
import { createPortalServices } from './services';

interface Seen {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A server that grants tokens (`expires_in` seconds) on OAuth/Token and answers every other call
 * with `status`; it records what it saw.
 */
function tokenServer(options: { status?: number; expiresIn?: number } = {}) {
  const seen: Seen[] = [];
  let issued = 0;
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const body = init?.body instanceof URLSearchParams ? init.body.toString() : String(init?.body ?? '');
    seen.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) }, body });
    if (String(input).endsWith('/api/OAuth/Token')) {
      issued += 1;
      return Response.json({
        access_token: `access-${issued}`,
        token_type: 'bearer',
        refresh_token: `refresh-${issued}`,
        expires_in: options.expiresIn ?? 299,
      });
    }
    const status = options.status ?? 200;
    return new Response(status === 200 ? '"pong"' : '', {
      status,
      statusText: status === 200 ? 'OK' : 'Unauthorized',
    });
  });
  return { fetch, seen };
}

const portal = (fetch: FetchLike, storage: StorageLike = createMemoryStorage()) =>
  createPortalServices({ baseUrl: 'https://dictation.example', fetch, storage });

/** Every call answers 409, as a server does for a letter that moved on. */
const conflictingServer = () =>
  createPortalServices({
    fetch: async () => new Response('The letter changed', { status: 409, statusText: 'Conflict' }),
  });

describe('the portal on a 409 (spec 001 section 8: back to the list)', () => {
  it('tells the router of a letter call answered 409', async () => {
    const services = conflictingServer();
    const listener = vi.fn();
    services.conflicts.subscribe(listener);
    await expect(services.api.letters.hold(12)).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves a document save answered 409 to the letter screen, which merges or asks', async () => {
    const services = conflictingServer();
    const listener = vi.fn();
    services.conflicts.subscribe(listener);
    await expect(
      services.api.documents.patch(31, {
        documentVersion: 1,
        patchContent: '[]',
        patchNumber: 2,
        contentHash: 'x',
      }),
    ).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the portal services (session and API client)', () => {
  it('send every call to the base URL with the portal client id, signed-in calls with the Bearer token', async () => {
    const server = tokenServer();
    const services = portal(server.fetch);
    await services.session.login('doctor', 'pw');
    await services.api.app.ping();
    expect(server.seen.map((request) => request.url)).toEqual([
      'https://dictation.example/api/OAuth/Token',
      'https://dictation.example/api/ping',
    ]);
    expect(server.seen[0]?.headers).toMatchObject({ clientID: portalClientId });
    expect(server.seen[0]?.body).toContain('grant_type=password');
    expect(server.seen[1]?.headers).toMatchObject({
      clientID: portalClientId,
      Authorization: 'Bearer access-1',
    });
  });

  it('keep the refresh token in the given storage and refresh an access token about to expire before a call', async () => {
    const server = tokenServer({ expiresIn: 5 });
    const storage = createMemoryStorage();
    const services = portal(server.fetch, storage);
    await services.session.login('doctor', 'pw');
    expect(storage.getItem(authStorageKeyFor('https://dictation.example', portalClientId))).toContain(
      'refresh-1',
    );
    await services.api.app.ping();
    expect(server.seen[1]?.body).toContain('grant_type=refresh_token');
    expect(server.seen[1]?.body).toContain('refresh_token=refresh-1');
    expect(server.seen[2]?.headers).toMatchObject({ Authorization: 'Bearer access-2' });
  });

  it('log the session out on a 401 (spec 000 section 6)', async () => {
    const server = tokenServer({ status: 401 });
    const services = portal(server.fetch);
    await services.session.login('doctor', 'pw');
    const events: string[] = [];
    services.session.subscribe((event) => events.push(event.type));
    await expect(services.api.app.ping()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(services.session.isSignedIn()).toBe(false);
    expect(events).toContain('logout');
  });

  it('tell the other tabs of a logout', async () => {
    const storage = createMemoryStorage();
    const first = portal(tokenServer().fetch, storage);
    const second = portal(tokenServer().fetch, storage);
    await first.session.login('doctor', 'pw');
    await second.session.getAccessToken();
    expect(second.session.isSignedIn()).toBe(true);
    const heard = new Promise<string>((resolve) => second.session.subscribe((event) => resolve(event.type)));
    first.session.logout();
    await expect(heard).resolves.toBe('logout');
    expect(second.session.isSignedIn()).toBe(false);
    first.session.dispose();
    second.session.dispose();
  });
});
