/**
 * What a token refresh sends, shared by the API client and by `refreshAhead`, a page's first
 * script, which must not load the client's code to send it.
 */

/** `path` under the API at `baseUrl` ('' for the page's origin): every endpoint is under `/api/`. */
export const apiUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}/api/${path}`;

/** The token endpoint (spec 000 section 7): the password and the refresh grants. */
export const tokenEndpointPath = 'OAuth/Token';

/** The refresh grant's form. */
export const refreshGrantForm = (refreshToken: string, clientId: string): Record<string, string> => ({
  grant_type: 'refresh_token',
  refresh_token: refreshToken,
  client_id: clientId,
});

/** The headers of every call (`clientID` names the OAuth client to the server's logs). */
export const callHeaders = (clientId: string): Record<string, string> => ({
  Accept: 'application/json',
  clientID: clientId,
});
