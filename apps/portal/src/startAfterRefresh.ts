/**
 * Issue 33: the built page starts the early start and the app from its first script, once the
 * token refresh is on the wire, instead of as scripts of their own.
 *
 * The refresh goes out when the tabs' lock is granted, a message from the browser that the page
 * runs in a task of its own, after every task queued before it. On a second visit all the files
 * come from the cache at once, and the early start's and the app's evaluation (with Chromium
 * making V8's code cache of each, about 0.2 s at a quarter CPU) were queued first: the refresh
 * went out 0.2 s after the files were in, and every read of the screen waits for its answer. Run
 * after it, that evaluation fills the refresh's round trip instead. A first visit loses nothing:
 * the first script is in long before the others, and its lock is granted at once.
 *
 * `vite/earlyStartScript.ts` writes their files as module preloads marked `startsAfterRefresh`
 * (downloaded and compiled as before, in the same order); the dev server's page has none.
 */
import { untilRefreshSent } from '@dictation/core';
import { startsAfterRefresh } from './appStartMark';

/** What this reads of the page. */
export type StartingPage = Pick<Document, 'querySelectorAll' | 'readyState' | 'addEventListener'>;

/** Resolves once the page has been parsed, as a module script's turn comes (the app reads #root). */
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
