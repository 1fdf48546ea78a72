/**
 * The page's first script (`dist/bundle/dictation-refresh-ahead.js`, issue 33): sends the stored
 * sign-in's token refresh for the elements before their code has downloaded, and hands it to them
 * (src/refreshAhead.ts). Their connection, when not the default, is in the script's address:
 * `dictation-refresh-ahead.js?client-id=epr`. Once the refresh is on the wire (at most 0.1 s
 * later), it runs the page's module preloads marked `data-starts-after-refresh`, in the page's
 * order (core's `startAfterRefresh`): a page that loads the widgets' module and its own script so
 * defines and connects the elements after the refresh has gone out, not before its lock's grant.
 * It imports only what a refresh needs, so the build makes it one small file of its own.
 */
import { startAfterRefresh } from '@dictation/core';
import { connectionInScriptUrl, publishRefreshAhead } from '../refreshAhead';

const ahead = publishRefreshAhead(connectionInScriptUrl(import.meta.url));
void startAfterRefresh(document, ahead?.sent ?? Promise.resolve());
