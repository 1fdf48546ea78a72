/**
 * The page's first script (`dist/bundle/dictation-refresh-ahead.js`, issue 33): sends the stored
 * sign-in's token refresh for the elements before their code has downloaded, and hands it to them
 * (src/refreshAhead.ts). Their connection, when not the default, is in the script's address:
 * `dictation-refresh-ahead.js?client-id=epr`. It imports only what a refresh needs, so the build
 * makes it one small file of its own.
 */
import { connectionInScriptUrl, publishRefreshAhead } from '../refreshAhead';

publishRefreshAhead(connectionInScriptUrl(import.meta.url));
