import { useAskBeforeUnload } from '@dictation/core/react';
import { type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  type Navigator,
  type To,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
} from 'react-router';
import { useHistoryStepGuard } from './useHistoryStepGuard';

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
  /**
   * Whether closing the tab, reloading or going to another site would leave work unsent: the
   * browser's own question then asks (issue 31). @default never
   */
  asksOnUnload?: () => boolean;
  children: (blocker: LeaveBlocker) => ReactNode;
}

const never = () => false;

/**
 * Holds back navigation away from the page: links, `navigate()` and the browser's Back and
 * Forward. Under a data router `useBlocker` does it all. The portal mounts a `BrowserRouter` (a
 * data router would add about 18 KB to the sign-in page) and stories a `MemoryRouter`: there the
 * router's navigator is wrapped instead (every `<Link>` and `navigate()` goes through its
 * `push`/`replace`), and Back and Forward are held back before the router hears of them
 * (useHistoryStepGuard). Closing the tab and reloading ask the browser's question while
 * `asksOnUnload` says so.
 */
export function LeaveGuard({ asksOnUnload = never, ...props }: LeaveGuardProps) {
  useAskBeforeUnload(asksOnUnload);
  return useContext(UNSAFE_DataRouterContext) ? (
    <DataRouterGuard {...props} />
  ) : (
    <NavigatorGuard {...props} />
  );
}

function DataRouterGuard({ shouldBlock, children }: Omit<LeaveGuardProps, 'asksOnUnload'>) {
  const blocker = useBlocker(({ nextLocation }) => shouldBlock(nextLocation.pathname));
  return children({
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    reset: () => blocker.reset?.(),
  });
}

const pathnameOf = (to: To) =>
  typeof to === 'string' ? new URL(to, 'http://x').pathname : (to.pathname ?? '');

function NavigatorGuard({ shouldBlock, children }: Omit<LeaveGuardProps, 'asksOnUnload'>) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  // A function is a state updater to React: the held step is wrapped.
  const holdStep = useCallback((proceed: () => void) => setHeld(() => proceed), []);
  useHistoryStepGuard(latest, holdStep);

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
