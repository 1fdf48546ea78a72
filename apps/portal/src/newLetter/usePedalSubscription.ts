import type { Notify } from '@dictation/core';
import {
  createPedalHub,
  createPedalTransport,
  type FootPedalSettings,
  type PedalInputSource,
  type TransportListener,
} from '@dictation/pedal';
import { useCallback, useEffect, useState } from 'react';

/**
 * The foot pedal through the desktop helper's `/pedalhub`, mapped by the user's foot pedal
 * settings, as the `subscribeTransport` of the recorder. The hotkeys are not added here: the
 * recorder panel listens to them itself. The hub lives as long as the page.
 */
export function usePedalSubscription(
  settings: FootPedalSettings,
  notify: Notify,
): (listener: TransportListener) => () => void {
  const [hub, setHub] = useState<PedalInputSource>();
  useEffect(() => {
    const created = createPedalHub();
    setHub(created);
    void created.start();
    return () => {
      void created.stop();
    };
  }, []);
  return useCallback(
    (listener: TransportListener) => {
      const transport = createPedalTransport({
        settings,
        sources: hub ? [hub] : [],
        onAction: listener,
        notify,
      });
      return () => transport.dispose();
    },
    [hub, settings, notify],
  );
}
