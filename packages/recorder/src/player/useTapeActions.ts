import { listenToHotkeys, type TapeListener } from '@dictation/pedal';
import { useEffect, useRef } from 'react';
import { playerSteps } from '../recordingConstants';

/** Where a player's tape events come from: the foot pedal and the spec's hotkeys. */
export interface TapeActionSources {
  /**
   * Subscribes to tape events from `@dictation/pedal` (helper pedals, WebHID, keyboard
   * pedals); returns the unsubscribe.
   * @default undefined (no pedal)
   */
  subscribeTapeActions?: (listener: TapeListener) => () => void;
  /**
   * Where the hotkeys (Shift+Alt+Down/Left/Right, Ctrl+backtick) are listened to, in the capture
   * phase so a focused editor does not take them first.
   * @default the document
   */
  hotkeyTarget?: EventTarget;
  /**
   * Foot pedal settings' rewindOnStop, seconds: what a hotkey's play/stop rewinds, read at the
   * key press (settings may load after the page).
   * @default 3
   */
  rewindOnStopSeconds?: number;
}

/**
 * Feeds `listener` the pedal's events and the hotkeys for as long as the component is mounted
 * (the recording page and the letter screen wire their players alike: docs/architecture.md,
 * "The letter screen").
 */
export function useTapeActions(listener: TapeListener, sources: TapeActionSources) {
  const { subscribeTapeActions, hotkeyTarget } = sources;
  const rewindOnStopSeconds = useRef(sources.rewindOnStopSeconds);
  rewindOnStopSeconds.current = sources.rewindOnStopSeconds;

  useEffect(() => subscribeTapeActions?.(listener), [subscribeTapeActions, listener]);
  useEffect(() => {
    const target = hotkeyTarget ?? globalThis.document;
    if (!target) return;
    return listenToHotkeys(target, listener, {
      rewindOnStop: () => rewindOnStopSeconds.current ?? playerSteps.rewindOnStopSeconds,
    });
  }, [hotkeyTarget, listener]);
}
