import { type ReactNode, useEffect } from 'react';
import type { ReturnPathStore } from './returnPathStore';

export interface SessionGuardProps {
  /** Whether the session holds tokens. */
  signedIn: boolean;
  /**
   * The path the user asked for, remembered for after login; undefined remembers nothing (the
   * host decides which paths are worth returning to).
   */
  requestedPath: string | undefined;
  /** Where the requested path is kept. */
  returnPath: ReturnPathStore;
  /** The host navigates to its login page. */
  onSignInRequired: () => void;
  /** The signed-in content. */
  children: ReactNode;
  /**
   * What shows for the moment before the host navigates away.
   * @default null
   */
  fallback?: ReactNode;
}

/**
 * Renders its children only for a signed-in user; otherwise remembers the requested path and asks
 * the host to go to login (spec 000 section 2); once signed in it forgets the path. The same happens when the session ends while the
 * page is open (a 401 anywhere, inactivity, logout in another tab).
 */
export function SessionGuard({
  signedIn,
  requestedPath,
  returnPath,
  onSignInRequired,
  children,
  fallback = null,
}: SessionGuardProps) {
  useEffect(() => {
    // Arrived signed in: the remembered path has served its purpose.
    if (signedIn) {
      returnPath.clear();
      return;
    }
    if (requestedPath) returnPath.remember(requestedPath);
    onSignInRequired();
  }, [signedIn, requestedPath, returnPath, onSignInRequired]);
  return signedIn ? children : fallback;
}
