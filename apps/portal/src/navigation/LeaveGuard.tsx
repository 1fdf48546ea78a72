import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  type Navigator,
  type To,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
} from 'react-router';

/**
 * A navigation held back until the user decides (spec 000 sections 2 and 4: leaving the
 * recording page with an open job, or the upload screen with files).
 */
export interface LeaveBlocker {
  blocked: boolean;
  /** Goes where the user was going. */
  proceed: () => void;
  /** Stays on the page. */
  reset: () => void;
}

export interface LeaveGuardProps {
  /** Called with the destination's pathname; true holds the navigation back. */
  shouldBlock: (pathname: string) => boolean;
  children: (blocker: LeaveBlocker) => ReactNode;
}

/**
 * Holds back in-app navigation away from the page. `useBlocker` needs a data router; the portal
 * mounts a `BrowserRouter` (and stories a `MemoryRouter`), so without one the router's navigator
 * is wrapped instead: every `<Link>` and `navigate()` of a non-data router goes through its
 * `push`/`replace`. Browser back/forward and closing the tab are not held back (the recorder
 * stores the audio on page hide).
 */
export function LeaveGuard(props: LeaveGuardProps) {
  return useContext(UNSAFE_DataRouterContext) ? (
    <DataRouterGuard {...props} />
  ) : (
    <NavigatorGuard {...props} />
  );
}

function DataRouterGuard({ shouldBlock, children }: LeaveGuardProps) {
  const blocker = useBlocker(({ nextLocation }) => shouldBlock(nextLocation.pathname));
  return children({
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    reset: () => blocker.reset?.(),
  });
}

const pathnameOf = (to: To) =>
  typeof to === 'string' ? new URL(to, 'http://x').pathname : (to.pathname ?? '');

function NavigatorGuard({ shouldBlock, children }: LeaveGuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;

  useEffect(() => {
    const original: Pick<Navigator, 'push' | 'replace'> = {
      push: navigator.push,
      replace: navigator.replace,
    };
    const guard =
      (method: 'push' | 'replace'): Navigator['push'] =>
      (...args) => {
        const go = () => original[method].apply(navigator, args);
        if (latest.current(pathnameOf(args[0]))) setHeld(() => go);
        else go();
      };
    navigator.push = guard('push');
    navigator.replace = guard('replace');
    return () => {
      navigator.push = original.push;
      navigator.replace = original.replace;
    };
  }, [navigator]);

  return children({
    blocked: held !== null,
    proceed: () => {
      setHeld(null);
      held?.();
    },
    reset: () => setHeld(null),
  });
}
