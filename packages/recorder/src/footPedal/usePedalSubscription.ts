import type { Notify } from '@dictation/core';
import {
  createPedalHub,
  createPedalTapeActions,
  createSpeechMikeHub,
  type FootPedalSettings,
  type MicrophoneButtonSource,
  type PedalHub,
  type PedalHubState,
  type PedalInputSource,
  type TapeListener,
} from '@dictation/pedal';
import { useCallback, useEffect, useState } from 'react';

/** The pedal sources a page opens on mount and closes on unmount. */
export interface OpenedPedalSource {
  source: PedalInputSource;
  /** Dictation-microphone buttons (SpeechMike). @default none */
  buttons?: MicrophoneButtonSource;
  /** Where the foot pedal's status comes from (spec 000 section 4). @default none */
  status?: Pick<PedalHub, 'state' | 'onState'>;
  close: () => void;
}

/** The desktop helper's `/pedalhub` (ports 5000-5003) and `/spmhub` (5100-5103). */
export function openDesktopPedals(): OpenedPedalSource {
  const pedalHub = createPedalHub();
  const speechMikeHub = createSpeechMikeHub();
  void pedalHub.start();
  void speechMikeHub.start();
  return {
    source: pedalHub,
    buttons: speechMikeHub,
    status: pedalHub,
    close: () => {
      void pedalHub.stop();
      void speechMikeHub.stop();
    },
  };
}

/**
 * The foot pedal's status to show, once the desktop helper has been reached: a user without the
 * desktop app sees no pedal status (the recorder already says the app is disconnected), a user
 * with it sees every change from then on, an unplugged pedal and a helper gone included.
 */
function useShownPedalStatus(status: OpenedPedalSource['status']): PedalHubState | undefined {
  const [shown, setShown] = useState<PedalHubState>();
  useEffect(() => {
    if (!status) return;
    let helperSeen = false;
    const show = (state: PedalHubState) => {
      helperSeen ||= state.connection === 'connected';
      if (helperSeen) setShown(state);
    };
    show(status.state);
    return status.onState(show);
  }, [status]);
  return shown;
}

export interface PedalSubscription {
  /** The foot pedal and SpeechMike buttons, mapped by the settings, as the recorder's `subscribeTapeActions`. */
  subscribeTapeActions: (listener: TapeListener) => () => void;
  /** The foot pedal status to show; undefined until the desktop helper has been reached. */
  pedalStatus: PedalHubState | undefined;
}

/**
 * The foot pedal and SpeechMike buttons, mapped by the user's foot pedal settings, and the pedal's
 * status. The hotkeys are not added here: the recorder panel and the letter view listen to them
 * themselves. The sources live as long as the page.
 */
export function usePedalSubscription(
  settings: FootPedalSettings,
  notify: Notify,
  openSource: () => OpenedPedalSource = openDesktopPedals,
): PedalSubscription {
  const [opened, setOpened] = useState<OpenedPedalSource>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one set of sources per page
  useEffect(() => {
    const sources = openSource();
    setOpened(sources);
    return sources.close;
  }, []);
  const subscribeTapeActions = useCallback(
    (listener: TapeListener) => {
      const pedal = createPedalTapeActions({
        settings,
        sources: opened ? [opened.source] : [],
        buttonSources: opened?.buttons ? [opened.buttons] : [],
        onAction: listener,
        notify,
      });
      return () => pedal.dispose();
    },
    [opened, settings, notify],
  );
  return { subscribeTapeActions, pedalStatus: useShownPedalStatus(opened?.status) };
}
