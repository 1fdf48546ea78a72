/**
 * The portal keeps its access token in memory (issue 22), so a test that calls the API "as the
 * page does" uses the Authorization header the page itself last sent.
 */
import type { BrowserContext, Page } from '@playwright/test';

const lastAuthorization = new WeakMap<BrowserContext, string>();

/** Starts noting the bearer token of every request the context's pages send (once per context). */
export function watchAuthorization(context: BrowserContext): void {
  if (lastAuthorization.has(context)) return;
  lastAuthorization.set(context, '');
  context.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ')) lastAuthorization.set(context, authorization);
  });
}

/** The Authorization header the page's session last sent; it must have called the API signed in. */
export function pageAuthorization(page: Page): string {
  const authorization = lastAuthorization.get(page.context());
  if (!authorization)
    throw new Error('The page has not called the API signed in yet (watchAuthorization first)');
  return authorization;
}
