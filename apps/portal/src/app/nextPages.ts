import { nextPageKinds, pageKindOf, preloadPage } from './routePages';

/** How long a page is left to load its own data before the next pages download beside it. */
const nextPagesDelayMs = 2000;

/**
 * Downloads the pages a user usually opens next from `pathname`'s page (routePages.ts), once
 * this page has had its time and the browser is idle, so the click that opens one does not wait
 * for its code. Returns the cancel.
 */
export function preloadNextPages(pathname: string): () => void {
  const kinds = nextPageKinds[pageKindOf(pathname)];
  const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  const cancelIdle = globalThis.cancelIdleCallback ?? clearTimeout;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle = whenIdle(() => {
      for (const kind of kinds) preloadPage(kind);
    }) as number;
  }, nextPagesDelayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
  };
}
