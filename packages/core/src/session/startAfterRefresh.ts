/**
 * Issue 33: a page started by its first script, the token refresh's, once the refresh is on the
 * wire, rather than by scripts of its own: the portal's built page (its early start and app) and
 * a host page that marks the widgets' module and its own script so (`dictation-refresh-ahead.js`).
 *
 * The refresh goes out when the tabs' lock is granted, a message from the browser that the page
 * runs in a task of its own, after every task queued before it. On a second visit all the files
 * come from the cache at once, and the scripts' evaluation (with Chromium making V8's code cache
 * of each, about 0.2 s of the portal's at a quarter CPU; the widgets' elements defined and
 * connected, 75 ms) was queued first: the refresh went out that much after the files were in, and
 * every read of the screen waits for its answer. Run after it, that evaluation fills the
 * refresh's round trip instead. A first visit loses nothing: the first script is in long before
 * the others, and its lock is granted at once.
 *
 * The page links those scripts as module preloads marked `startsAfterRefresh` (downloaded and
 * compiled as before, in the same order); a page without any starts nothing here.
 */
import { untilRefreshSent } from './untilRefreshSent';

/** The attribute of the module preloads that `startAfterRefresh` runs. */
export const startsAfterRefresh = 'data-starts-after-refresh';

/** What this reads of the page. */
export type StartingPage = Pick<Document, 'querySelectorAll' | 'readyState' | 'addEventListener'>;

/** Resolves once the page has been parsed, as a module script's turn comes (the portal reads #root). */
const parsed = (page: StartingPage) =>
  new Promise<void>((resolve) => {
    if (page.readyState !== 'loading') resolve();
    else page.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/**
 * Runs the page's marked scripts, in the page's order, once `refreshSent` has resolved (at most
 * `untilRefreshSent`'s wait: another tab's refresh holding the lock must not hold the page blank)
 * and the page is parsed. Resolves once each has run; rejects as the script's own load would
 * have failed (in the console, and the page stays as it is).
 */
export async function startAfterRefresh(
  page: StartingPage,
  refreshSent: Promise<void>,
  run: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  await untilRefreshSent({ refreshSent: () => refreshSent });
  await parsed(page);
  const marked = [
    ...page.querySelectorAll<HTMLLinkElement>(`link[rel="modulepreload"][${startsAfterRefresh}]`),
  ];
  await Promise.all(marked.map((link) => run(link.href)));
}
