import type { StartupServices } from './startupLoads';

/**
 * Starts the loads of the signed-in screen at `pathname` (startupLoads.ts), a chunk of its own
 * that a signed-out visit to /login does not download (issue 33). The token refresh, which every
 * read waits for, starts at once, while that chunk downloads; the reads then share it.
 */
export function startScreen(pathname: string, services: StartupServices): void {
  if (!services.session.isSignedIn()) return;
  // A refused refresh ends the session (its guard shows the login form); nothing to do here.
  void services.session.getAccessToken().catch(() => {});
  void import('./startupLoads').then(({ startScreenLoads }) => startScreenLoads(pathname, services));
}
