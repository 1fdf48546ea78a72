import { reportActivity } from '@dictation/core';
import type { PedalButton } from './hubContract';

/** Where pedal input came from. */
export type PedalInputOrigin = 'helper' | 'webhid' | 'keyboard';

/**
 * One pedal event from any source. Every source reports a tap as `down`, `up` and then `click`,
 * so click-mode actions listen to `click` and held actions to `down`/`up`.
 */
export interface PedalInput {
  type: 'down' | 'up' | 'click';
  pedal: PedalButton;
  source: PedalInputOrigin;
}

export type PedalInputListener = (input: PedalInput) => void;

/** Anything that produces pedal input: the helper hub, a WebHID pedal, a keyboard-emulating pedal. */
export interface PedalInputSource {
  /** Returns the unsubscribe function. */
  subscribe(listener: PedalInputListener): () => void;
  /**
   * Sources that look for their device (the helper hub): look again now, the user wants it (the
   * pedal settings opened). @default undefined (nothing to look for)
   */
  searchNow?(): void;
}

/**
 * Turns pressed/released states into `down`, `up`, `click` for sources that only see states
 * (WebHID reports, key events).
 */
export function pressTracker(source: PedalInputOrigin, emit: PedalInputListener) {
  const held = new Set<PedalButton>();
  return {
    press(pedal: PedalButton) {
      // A pedal press is the user at the computer, whatever it is mapped to (issue 31).
      reportActivity('pedal');
      if (held.has(pedal)) return;
      held.add(pedal);
      emit({ type: 'down', pedal, source });
    },
    release(pedal: PedalButton) {
      if (!held.delete(pedal)) return;
      reportActivity('pedal');
      emit({ type: 'up', pedal, source });
      emit({ type: 'click', pedal, source });
    },
    isHeld: (pedal: PedalButton) => held.has(pedal),
  };
}
