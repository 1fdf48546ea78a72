import type { PedalButton } from './hubContract';
import {
  type PedalInputListener,
  type PedalInputOrigin,
  type PedalInputSource,
  pressTracker,
} from './pedalInput';

/** A pedal source driven by code: on-screen pedals, demos, stories and tests of consumers. */
export interface ManualPedalSource extends PedalInputSource {
  press(pedal: PedalButton): void;
  release(pedal: PedalButton): void;
  /** Press and release. */
  tap(pedal: PedalButton): void;
}

/** Creates a source whose presses come from calls instead of a device. */
export function createManualPedalSource(origin: PedalInputOrigin = 'keyboard'): ManualPedalSource {
  const listeners = new Set<PedalInputListener>();
  const tracker = pressTracker(origin, (input) => {
    for (const listener of listeners) listener(input);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    press: (pedal) => tracker.press(pedal),
    release: (pedal) => tracker.release(pedal),
    tap(pedal) {
      tracker.press(pedal);
      tracker.release(pedal);
    },
  };
}
