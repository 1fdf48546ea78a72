import type { LockManagerLike } from '../session/session';
import { fakeFetch, json, type SeenRequest } from './fakeFetch';

/** One lock at a time per name, in request order, like `navigator.locks`. */
export function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/**
 * A token server whose refresh tokens are single use, as the sandbox's: a spent one is refused
 * with invalid_grant, after `refusalDelayMs` (the other tab's answer may be slower or faster).
 */
export function tokenServer(refusalDelayMs = 0) {
  let issued = 0;
  const valid = new Set<string>();
  const issue = () => {
    issued += 1;
    valid.add(`refresh-${issued}`);
    return json({
      access_token: `access-${issued}`,
      token_type: 'bearer',
      refresh_token: `refresh-${issued}`,
      expires_in: 299,
    });
  };
  const fake = fakeFetch(async (request: SeenRequest) => {
    if (request.url.pathname === '/api/OAuth/Revoke') return json({});
    const form = new URLSearchParams(String(request.body));
    if (form.get('grant_type') === 'password') return issue();
    const token = form.get('refresh_token') ?? '';
    if (valid.delete(token)) return issue();
    await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
    return json(
      { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' },
      400,
    );
  });
  const refreshGrants = () =>
    fake.requests.filter((request) => String(request.body).includes('grant_type=refresh_token')).length;
  return { fetch: fake.fetch, requests: fake.requests, refreshGrants };
}
