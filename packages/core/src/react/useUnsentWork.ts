import { useEffect, useRef } from 'react';
import { pageUnsentWork, type UnsentWorkSource } from '../unsentWork/unsentWork';

/**
 * Lists this component's unsent work in the page's registry while it is mounted, so a sign-out
 * asks first (issue 31). The functions are read when asked, so they always see the latest state.
 */
export function useUnsentWork(source: UnsentWorkSource, registry = pageUnsentWork): void {
  const latest = useRef(source);
  latest.current = source;
  useEffect(
    () =>
      registry.add({
        unsent: () => latest.current.unsent(),
        sendNow: () => latest.current.sendNow(),
      }),
    [registry],
  );
}
