import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Which of the page's mounted outboxes is the page's: the first mounted, then the next when it
 * goes. A host page with several recorders (`<dictation-recorder>` side by side) lists and sends
 * the account's drafts once, not under every recorder.
 */
const mounted: symbol[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether this component is the page's first mounted one of its kind (module-wide). */
export function useFirstOfPage(): boolean {
  const [me] = useState(() => Symbol('outbox'));
  useEffect(() => {
    mounted.push(me);
    changed();
    return () => {
      mounted.splice(mounted.indexOf(me), 1);
      changed();
    };
  }, [me]);
  return useSyncExternalStore(
    subscribe,
    () => mounted[0] === me,
    () => false,
  );
}
