/**
 * The page's first script (index.html, before main.tsx): the services, and the signed-in screen's
 * token refresh and reads, start as soon as this small graph has downloaded, while React and the
 * app are still on their way (issue 33). On a hospital network the refresh and the reads are
 * round trips that would otherwise wait for the whole app to download and run. main.tsx imports
 * the same module, so both share one set of services.
 */
import { createPortalServices } from './app/services';
import { startScreen } from './app/startScreen';
import { aheadRefresh } from './refreshAhead';

export const services = createPortalServices({ aheadRefresh });
startScreen(location.pathname, services);
