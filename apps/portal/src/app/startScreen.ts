import type { StartupServices } from './startupLoads';

/**
 * Starts the loads of the signed-in screen at `pathname` (startupLoads.ts), a chunk of its own
 * that a signed-out visit to /login does not download (issue 33).
 */
export function startScreen(pathname: string, services: StartupServices): void {
  if (!services.session.isSignedIn()) return;
  void import('./startupLoads').then(({ startScreenLoads }) => startScreenLoads(pathname, services));
}
