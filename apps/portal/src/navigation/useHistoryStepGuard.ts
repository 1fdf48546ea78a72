import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { decideHistorySteps } from './historyStepGate';

/** Where an entry sits in the tab's history: `BrowserRouter` keeps it in `history.state.idx`. */
const entryIndex = (): number | undefined => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

/**
 * The browser's Back and Forward, held back like a link (issue 31; spec 001 section 4). A
 * `BrowserRouter` has no blocker: it follows `popstate` at once. This decides through the page's
 * first popstate listener (historyStepGate.ts), and when `shouldBlock` says so it keeps the event
 * from the router, steps the history back to where the page was, and gives
 * `hold` the way to take the step again (the leave dialog's "leave anyway"). Under a
 * `MemoryRouter` (stories) there is no entry index and it does nothing.
 */
export function useHistoryStepGuard(
  shouldBlock: RefObject<(pathname: string) => boolean>,
  hold: (proceed: () => void) => void,
): void {
  const location = useLocation();
  const current = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry index is read from window.history, which moves with each location
  useEffect(() => {
    current.current = entryIndex();
  }, [location]);

  useEffect(() => {
    /** The entry the guard is stepping back to, whose own popstate the router must not see. */
    let returningTo: number | undefined;
    /** A held step being taken after all: the router follows it. */
    let proceeding = false;
    const onPopState = (event: PopStateEvent) => {
      const index = entryIndex();
      if (index === undefined) return;
      if (returningTo !== undefined) {
        if (index === returningTo) {
          returningTo = undefined;
          event.stopImmediatePropagation();
        }
        return;
      }
      if (proceeding) {
        proceeding = false;
        return;
      }
      const from = current.current;
      if (from === undefined || index === from || !shouldBlock.current(window.location.pathname)) return;
      event.stopImmediatePropagation();
      const step = index - from;
      returningTo = from;
      window.history.go(-step);
      hold(() => {
        proceeding = true;
        window.history.go(step);
      });
    };
    return decideHistorySteps(onPopState);
  }, [shouldBlock, hold]);
}
