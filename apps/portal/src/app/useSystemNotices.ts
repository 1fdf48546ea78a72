import type { ApiClient } from '@dictation/core';
import type { Notifier } from '@dictation/ui';
import { useEffect } from 'react';
import { messages } from '../messages';
import { isSupportedBrowser } from '../system/browserSupport';
import { watchConnection } from '../system/connectionWatch';

const offlineKey = 'connection-lost';

/**
 * Portal-wide notices of spec 000 section 8: 'Internet connection lost' while pings fail (removed
 * when they succeed again) and, once, 'The browser will not be supported'.
 */
export function useSystemNotices(api: ApiClient, notifier: Notifier, userAgent: string): void {
  useEffect(() => {
    if (!isSupportedBrowser(userAgent)) {
      notifier.notify({
        kind: 'warning',
        message: messages.browserUnsupported,
        durationMs: 0,
        key: 'browser',
      });
    }
  }, [notifier, userAgent]);

  useEffect(
    () =>
      watchConnection({
        ping: () => api.app.ping(),
        onChange: (state) => {
          if (state === 'offline') {
            notifier.notify({
              kind: 'warning',
              message: messages.connectionLost,
              durationMs: 0,
              key: offlineKey,
            });
          } else notifier.dismiss(offlineKey);
        },
      }),
    [api, notifier],
  );
}
