import { type Notify, noticeDurations } from '@dictation/core';
import type { FootPedalSettings } from './footPedalSettings';
import { listenToHotkeys } from './hotkeys';
import type { MicrophoneButton } from './hubContract';
import { messages } from './messages';
import { eventsForMicrophoneButton, type MicrophoneButtonSource } from './microphoneButtons';
import { createPedalActionMapper } from './pedalActionMapper';
import type { PedalInput, PedalInputSource } from './pedalInput';
import type { TapeListener } from './tapeActions';

export interface PedalTapeActionsOptions {
  /** The user's foot pedal settings. */
  settings: FootPedalSettings;
  /** Helper hub, WebHID pedals, keyboard pedals: all feed one stream. */
  sources: readonly PedalInputSource[];
  /** Dictation-microphone buttons (the helper's `/spmhub`): the same stream, same focus rule. */
  buttonSources?: readonly MicrophoneButtonSource[];
  /** Receives every tape event. */
  onAction: TapeListener;
  /** Tells the user to click on the page when pedal input arrives without focus (spec 000 section 8). */
  notify: Notify;
  /** Whether the page has focus. @default () => document.hasFocus() */
  hasFocus?: () => boolean;
  /** Where the spec's hotkeys are listened to; none when undefined. */
  hotkeyTarget?: EventTarget;
}

export interface PedalTapeActions {
  /** New settings apply from the next input. */
  setSettings(settings: FootPedalSettings): void;
  /** Stops listening and ends held actions. */
  dispose(): void;
}

/**
 * One stream of tape actions from every pedal source and the hotkeys, mapped by the user's
 * foot pedal settings.
 *
 * Pedal input while the page has no focus is not acted on: the helper delivers pedal presses
 * even when the user is in another window, and a player that starts out of sight surprises them.
 * The user is asked to click on the page instead (once per press). Releases still pass, so an
 * action held before focus was lost does not keep running; so do a microphone's stop events.
 */
export function createPedalTapeActions(options: PedalTapeActionsOptions): PedalTapeActions {
  const hasFocus = options.hasFocus ?? (() => globalThis.document?.hasFocus() ?? true);
  const mapper = createPedalActionMapper(options.settings, options.onAction);
  let settings = options.settings;

  const askForClick = () =>
    options.notify({
      kind: 'warning',
      message: messages.clickPageForPedal,
      durationMs: noticeDurations.long,
      key: 'pedal-focus',
    });
  const onInput = (input: PedalInput) => {
    if (input.type === 'up' || hasFocus()) mapper.handle(input);
    else if (input.type === 'down') askForClick();
  };
  const onButton = (button: MicrophoneButton) => {
    const focused = hasFocus();
    const events = eventsForMicrophoneButton(button, settings.rewindOnStop);
    // A button has no release: its stop events pass without focus instead, as they start nothing.
    for (const event of events) if (focused || event.phase === 'stop') options.onAction(event);
    if (!focused && events.some((event) => event.phase !== 'stop')) askForClick();
  };
  const unsubscribers = [
    ...options.sources.map((source) => source.subscribe(onInput)),
    ...(options.buttonSources ?? []).map((source) => source.subscribe(onButton)),
  ];
  const removeHotkeys = options.hotkeyTarget
    ? listenToHotkeys(options.hotkeyTarget, options.onAction, { rewindOnStop: () => settings.rewindOnStop })
    : undefined;

  return {
    setSettings(next) {
      settings = next;
      mapper.setSettings(next);
    },
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      removeHotkeys?.();
      mapper.dispose();
    },
  };
}
