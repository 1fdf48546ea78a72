import type { Notify } from '@dictation/core';
import {
  createPedalHub,
  createPedalTransport,
  type FootPedalSettings,
  type PedalInputSource,
  type TransportListener,
} from '@dictation/pedal';
import { useCallback, useEffect, useState } from 'react';

/** A pedal source the page opens on mount and closes on unmount. */
export interface OpenedPedalSource {
  source: PedalInputSource;
  close: () => void;
}

/** The desktop helper's `/pedalhub` (ports 5000-5003). */
export function openPedalHub(): OpenedPedalSource {
  const hub = createPedalHub();
  void hub.start();
  return { source: hub, close: () => void hub.stop() };
}

/**
 * The foot pedal, mapped by the user's foot pedal settings, as the `subscribeTransport` of the
 * recorder. The hotkeys are not added here: the recorder panel listens to them itself. The source
 * lives as long as the page.
 */
export function usePedalSubscription(
  settings: FootPedalSettings,
  notify: Notify,
  openSource: () => OpenedPedalSource = openPedalHub,
): (listener: TransportListener) => () => void {
  const [source, setSource] = useState<PedalInputSource>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one source per page
  useEffect(() => {
    const opened = openSource();
    setSource(opened.source);
    return opened.close;
  }, []);
  return useCallback(
    (listener: TransportListener) => {
      const transport = createPedalTransport({
        settings,
        sources: source ? [source] : [],
        onAction: listener,
        notify,
      });
      return () => transport.dispose();
    },
    [source, settings, notify],
  );
}
