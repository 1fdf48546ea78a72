import type { StartupServices } from './startupLoads';

/**
 * Starts the screen at `pathname`: its code, and for a signed-in user its loads (startupLoads.ts),
 * a chunk of its own that a signed-out visit to /login does not download (issue 33). The token
 * refresh, which every read waits for, starts at once, while that chunk downloads; the reads then
 * share it.
 */
export function startScreen(pathname: string, services: StartupServices): void {
  const signedIn = services.session.isSignedIn();
  // The screen's code as soon as the route table has come (in the first load's file, at 1.1 s on
  // the bench's Slow 4G), rather than once the start-up's chunk and its own files had come and
  // run (1.35 s): the line had fallen idle for the round trip in between. Imported from here
  // directly, the public pages split a dozen small files off the first load.
  void import('./routePages').then(({ preloadScreenCode }) => preloadScreenCode(pathname, signedIn));
  if (!signedIn) return;
  // A refused refresh ends the session (its guard shows the login form); nothing to do here.
  void services.session.getAccessToken().catch(() => {});
  void import('./startupLoads').then(({ startScreenLoads }) => startScreenLoads(pathname, services));
}
