import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultClientId } from './defaultClientId';
import { connectionInScriptUrl, publishRefreshAhead, takeRefreshAhead } from './refreshAhead';
import { storeSignIn } from './testing/storedSignIn';
import { servicesFor } from './widgetConnection';

/**
 * A token endpoint whose refresh tokens are single use, as the sandbox's: a spent one is refused,
 * which would end the sign-in. `grants`: the refresh tokens spent, in order.
 */
function tokenEndpoint() {
  const grants: string[] = [];
  let issued = 0;
  const valid = new Set(['refresh-0']);
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const spent = new URLSearchParams(String(init?.body)).get('refresh_token') ?? '';
    grants.push(spent);
    if (!valid.delete(spent)) return Response.json({ error: 'invalid_grant' }, { status: 400 });
    issued += 1;
    valid.add(`refresh-${issued}`);
    return Response.json({
      access_token: `access-${issued}`,
      token_type: 'bearer',
      refresh_token: `refresh-${issued}`,
      expires_in: 299,
    });
  });
  return { fetch, grants };
}

/** A returning user of `clientId`, holding the first refresh token the endpoint issued. */
const signedInBefore = (clientId: string) => storeSignIn(clientId, 'refresh-0');

const connection = (clientId: string) => ({ apiBaseUrl: '', clientId, accessTokenProvider: undefined });

let endpoint: ReturnType<typeof tokenEndpoint>;
beforeEach(() => {
  localStorage.clear();
  endpoint = tokenEndpoint();
  vi.stubGlobal('fetch', endpoint.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe("the page's first script's token refresh (issue 33)", () => {
  it('is the one the elements use: their session asks for no other token', async () => {
    signedInBefore('first-script');
    publishRefreshAhead(connection('first-script'));
    expect(endpoint.grants).toEqual(['refresh-0']);
    const { session } = servicesFor(connection('first-script'));
    await expect(session.getAccessToken()).resolves.toBe('access-1');
    expect(endpoint.grants).toEqual(['refresh-0']);
  });

  it("goes to its own connection's elements only, once", async () => {
    signedInBefore('one-client');
    signedInBefore('another-client');
    publishRefreshAhead(connection('one-client'));
    expect(takeRefreshAhead(connection('another-client'))).toBeUndefined();
    expect(takeRefreshAhead(connection('one-client'))).toBeDefined();
    expect(takeRefreshAhead(connection('one-client'))).toBeUndefined();
  });

  it('is sent once however often the script runs, and not at all without a stored sign-in', () => {
    signedInBefore('twice');
    const first = publishRefreshAhead(connection('twice'));
    // The same refresh, whose `sent` the script starts the page's marked scripts after.
    expect(publishRefreshAhead(connection('twice'))).toBe(first);
    expect(endpoint.grants).toEqual(['refresh-0']);
    publishRefreshAhead(connection('signed-out'));
    expect(endpoint.fetch).toHaveBeenCalledOnce();
  });

  it("sends nothing when the connection's elements have their session already (a script placed after them)", async () => {
    signedInBefore('late-script');
    const { session } = servicesFor(connection('late-script'));
    await expect(session.getAccessToken()).resolves.toBe('access-1');
    expect(publishRefreshAhead(connection('late-script'))).toBeUndefined();
    expect(endpoint.grants).toEqual(['refresh-0']);
  });

  it("names the elements' connection in the script's address, with their defaults", () => {
    const script = 'https://epr.example/widgets/1/dictation-refresh-ahead.js';
    expect(connectionInScriptUrl(script)).toEqual({ apiBaseUrl: '', clientId: defaultClientId });
    expect(
      connectionInScriptUrl(
        `${script}?api-base-url=${encodeURIComponent('https://api.example')}&client-id=epr`,
      ),
    ).toEqual({ apiBaseUrl: 'https://api.example', clientId: 'epr' });
  });
});
