/**
 * The page's first script (index.html, before the early start): a signed-in page's token refresh
 * goes out as soon as this file is in, the first request after the page, rather than once the
 * early start's files have downloaded and run (issue 33, core's `refreshAhead`). The early start
 * imports this module and hands its answer to the session. Once the refresh is on the wire, this
 * script starts the early start and the app (`startAfterRefresh`), and loads ICU's locale data
 * while the page waits for its code (core's `warmUpIntlWhenIdle`).
 */
import { refreshAhead, startAfterRefresh, warmUpIntlWhenIdle } from '@dictation/core';
import { portalClientId } from './app/portalClient';

export const aheadRefresh = refreshAhead({
  baseUrl: '',
  apiOrigin: location.origin,
  clientId: portalClientId,
  storage: localStorage,
  locks: navigator.locks,
  fetch: (input, init) => fetch(input, init),
});

void startAfterRefresh(document, aheadRefresh.sent);
warmUpIntlWhenIdle(aheadRefresh.sent);
