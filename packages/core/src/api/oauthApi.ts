import { type TokenAnswer, tokenAnswerSchema } from '../schemas/oauth';
import { bytesToBase64 } from './audioApi';
import type { CallOptions, HttpClient } from './httpClient';
import { refreshGrantForm } from './tokenRequest';

/** `Authorization: Basic base64(clientId:clientSecret)` (spec 000 section 7, password grant). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${bytesToBase64(new TextEncoder().encode(`${clientId}:${clientSecret}`))}`;
}

/**
 * Token calls (`api.oauth`). Failures reject with `ApiError` whose `detail.body` holds the OAuth
 * error JSON; the session turns them into `LoginError`s (spec 000 section 8).
 */
export function createOAuthApi(http: HttpClient, clientSecret: string) {
  return {
    /** Password grant with basic client authorization. */
    passwordGrant: (username: string, password: string, options?: CallOptions): Promise<TokenAnswer> =>
      http.call('oauth.passwordGrant', {
        body: { type: 'form', value: { grant_type: 'password', username, password } },
        headers: { Authorization: basicAuthorization(http.config.clientId, clientSecret) },
        schema: tokenAnswerSchema,
        options,
      }),
    /** Refresh grant. */
    refreshGrant: (refreshToken: string, options?: CallOptions): Promise<TokenAnswer> =>
      http.call('oauth.refreshGrant', {
        body: { type: 'form', value: refreshGrantForm(refreshToken, http.config.clientId) },
        schema: tokenAnswerSchema,
        options,
      }),
    /** Revokes every token of the sign-in `token` (the refresh token) belongs to: server-side logout. */
    revoke: (token: string, options?: CallOptions): Promise<void> =>
      http.write('oauth.revoke', { body: { type: 'form', value: { token } }, options }),
  };
}

export type OAuthApi = ReturnType<typeof createOAuthApi>;
