/**
 * core's `startsAfterRefresh`, the attribute of the module preloads the page's first script starts
 * once the token refresh is on the wire (core's `startAfterRefresh`), for `vite/earlyStartScript.ts`,
 * which marks the early start's and the app's with it: the build's config does not load core
 * (whose built files it would wait for). `earlyStartScript.test.ts` holds them equal.
 */
export const startsAfterRefresh = 'data-starts-after-refresh';
