import { authStorageKeyFor } from '@dictation/core';

/**
 * A returning user of `clientId` on this page's API: the sign-in stored as the portal and the
 * elements keep it (a refresh token, nothing else). Each test uses a client of its own, which no
 * other test of the page has signed in.
 */
export function storeSignIn(clientId: string, refreshToken = 'kept'): void {
  const origin = window.location.origin;
  localStorage.setItem(
    authStorageKeyFor(origin, clientId),
    JSON.stringify({ refreshToken, tokenType: 'bearer', apiOrigin: origin }),
  );
}
