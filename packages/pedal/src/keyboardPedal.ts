import type { PedalButton } from './hubContract';
import { type PedalInputListener, type PedalInputSource, pressTracker } from './pedalInput';

/** Which physical key (`KeyboardEvent.code`) each pedal of a keyboard-emulating pedal sends. */
export type KeyboardPedalKeys = Partial<Record<PedalButton, string>>;

/**
 * A pedal that presents itself as a keyboard (many cheap USB pedals, and dictation pedals in
 * "keyboard mode"). Its keys are swallowed so they do not type into the letter.
 */
export function createKeyboardPedal(target: EventTarget, keys: KeyboardPedalKeys): PedalInputSource {
  const pedalOf = (event: Event): PedalButton | undefined => {
    const code = (event as KeyboardEvent).code;
    const entry = Object.entries(keys).find(([, key]) => key === code);
    return entry ? (Number(entry[0]) as PedalButton) : undefined;
  };
  return {
    subscribe(listener: PedalInputListener) {
      const tracker = pressTracker('keyboard', listener);
      const onKeyDown = (event: Event) => {
        const pedal = pedalOf(event);
        if (pedal === undefined) return;
        event.preventDefault();
        tracker.press(pedal);
      };
      const onKeyUp = (event: Event) => {
        const pedal = pedalOf(event);
        if (pedal === undefined) return;
        event.preventDefault();
        tracker.release(pedal);
      };
      target.addEventListener('keydown', onKeyDown);
      target.addEventListener('keyup', onKeyUp);
      return () => {
        target.removeEventListener('keydown', onKeyDown);
        target.removeEventListener('keyup', onKeyUp);
      };
    },
  };
}

/**
 * The learning step for a keyboard pedal: the user presses left, centre and right in turn and
 * the key each sends is recorded. Resolves with the keys once all three are known.
 */
export function learnKeyboardPedal(
  target: EventTarget,
  order: readonly PedalButton[],
  onStep?: (next: PedalButton | undefined) => void,
): { result: Promise<KeyboardPedalKeys>; cancel: () => void } {
  const keys: KeyboardPedalKeys = {};
  let index = 0;
  let cancel = () => {};
  const result = new Promise<KeyboardPedalKeys>((resolve, reject) => {
    const onKeyDown = (event: Event) => {
      const code = (event as KeyboardEvent).code;
      const pedal = order[index];
      if (pedal === undefined || Object.values(keys).includes(code)) return;
      event.preventDefault();
      keys[pedal] = code;
      index += 1;
      onStep?.(order[index]);
      if (index === order.length) {
        target.removeEventListener('keydown', onKeyDown);
        resolve(keys);
      }
    };
    target.addEventListener('keydown', onKeyDown);
    cancel = () => {
      target.removeEventListener('keydown', onKeyDown);
      reject(new Error('Learning cancelled'));
    };
  });
  return { result, cancel };
}
