/**
 * The attribute that marks, in the built page, the module preloads of the scripts the page's first
 * script starts once the token refresh is on the wire (`startAfterRefresh.ts`, written by
 * `vite/earlyStartScript.ts`): the early start and the app.
 */
export const startsAfterRefresh = 'data-starts-after-refresh';
