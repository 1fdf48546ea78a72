import { useEffect, useRef } from 'react';

/**
 * While `asks()` says leaving would leave work unsent, closing the tab, reloading or going to
 * another site puts the browser's own "Leave site?" question (spec 001 section 4: "Leaving the
 * page during a save prompts the user to wait"; issue 31). Browsers word that prompt themselves
 * and show it only after the user has interacted with the page. `asks` is read when the page is
 * about to go, so it always sees the latest state.
 */
export function useAskBeforeUnload(asks: () => boolean): void {
  const latest = useRef(asks);
  latest.current = asks;
  useEffect(() => {
    const holdBack = (event: BeforeUnloadEvent) => {
      if (latest.current()) event.preventDefault();
    };
    globalThis.addEventListener('beforeunload', holdBack);
    return () => globalThis.removeEventListener('beforeunload', holdBack);
  }, []);
}
