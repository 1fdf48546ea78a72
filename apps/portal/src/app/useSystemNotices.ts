import type { AccountStorage, ApiClient } from '@dictation/core';
import type { Notifier } from '@dictation/ui';
import { useEffect } from 'react';
import { messages } from '../messages';
import { isSupportedBrowser } from '../system/browserSupport';
import { watchConnection } from '../system/connectionWatch';

const offlineKey = 'connection-lost';

/**
 * Portal-wide notices of spec 000 section 8: 'Internet connection lost' while pings fail (removed
 * when they succeed again) and 'The browser will not be supported', the spec's warning with a
 * Confirm button (000 section 5, "Global"): it stays until confirmed, and once confirmed on this
 * computer it is not raised again (`storage`: keys outside any account, as nobody is signed in yet).
 */
export function useSystemNotices(
  api: ApiClient,
  notifier: Notifier,
  userAgent: string,
  storage: AccountStorage,
): void {
  useEffect(() => {
    if (isSupportedBrowser(userAgent) || storage.get('browserWarningConfirmed')) return;
    notifier.notify({
      kind: 'warning',
      message: messages.browserUnsupported,
      durationMs: 0,
      key: 'browser',
      action: { label: messages.confirm, onAction: () => storage.set('browserWarningConfirmed', true) },
    });
  }, [notifier, userAgent, storage]);

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
