import { earlyReadMaxAgeMs, useNotify } from '@dictation/core/react';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { resolveBrand } from '../brand/resolveBrand';

/**
 * How long a signed-in page is left to itself before the service worker installs: installing
 * downloads the whole portal once (about 0.6 MB compressed), which must not compete with the
 * first screen's own code and data on a hospital network (issue 33). By then the start-up's early
 * reads have expired, so the reads asked again once the worker is in charge reach the server
 * through it (and are kept), instead of taking an answer read before it.
 */
const installDelayMs = earlyReadMaxAgeMs + 5000;

/**
 * Installs the portal for offline use once the signed-in page has had its time and the browser
 * is idle (issue 35). Its code is a chunk of its own: the first screen does not wait for it.
 */
export function useServiceWorker(): void {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const container = globalThis.navigator?.serviceWorker;
    if (!container) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('./serviceWorker')
        .then(({ startServiceWorker }) => {
          if (cancelled) return;
          return startServiceWorker({
            container,
            brand: resolveBrand(location.hostname),
            notify,
            reload: () => location.reload(),
            // Every read again, through the worker: it keeps the lookups among them.
            onControlled: () => void mutate(() => true),
          });
        })
        // Offline use is a convenience: a browser or server without it still has the portal.
        .catch(() => {});
    }, installDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [notify, mutate]);
}
