/**
 * Tape actions: what every pedal, hotkey and helper button finally means to the player and
 * the recorder (spec 000 sections 3 and 9).
 */

export const tapeActions = ['playStop', 'rewind', 'forward', 'record', 'playRecord', 'rewindRecord'] as const;
export type TapeAction = (typeof tapeActions)[number];

/**
 * - `toggle`: flip the action (play/stop in click mode, the record actions).
 * - `start` / `stop`: a held action begins or ends (play in hold mode, rewind, forward).
 * - `repeat`: a held rewind/forward goes on; sent every 500 ms while held (spec 000 section 9).
 */
export type TapePhase = 'toggle' | 'start' | 'stop' | 'repeat';

export interface TapeEvent {
  action: TapeAction;
  phase: TapePhase;
  /**
   * On play/stop `toggle` and `stop`: seconds to jump back if this stops playback (rewindOnStop);
   * the player applies it only when it was playing.
   */
  rewindSeconds?: number;
}

export type TapeListener = (event: TapeEvent) => void;

/** Spec 000 section 9: rewind/forward repeat every 500 ms while held. */
export const holdRepeatMs = 500;

const repeating: ReadonlySet<TapeAction> = new Set(['rewind', 'forward']);

/**
 * Starts and stops held actions, repeating rewind/forward while held. Shared by the pedal mapper
 * and the hotkeys so both repeat alike.
 */
export function createHeldActions(emit: TapeListener) {
  const timers = new Map<TapeAction, ReturnType<typeof setInterval> | undefined>();
  return {
    start(action: TapeAction) {
      if (timers.has(action)) return;
      emit({ action, phase: 'start' });
      timers.set(
        action,
        repeating.has(action)
          ? setInterval(() => emit({ action, phase: 'repeat' }), holdRepeatMs)
          : undefined,
      );
    },
    stop(action: TapeAction, extra: Omit<TapeEvent, 'action' | 'phase'> = {}) {
      if (!timers.has(action)) return;
      clearInterval(timers.get(action));
      timers.delete(action);
      emit({ action, phase: 'stop', ...extra });
    },
    /** Ends every held action (focus lost, source gone, disposed). */
    stopAll() {
      for (const action of [...timers.keys()]) this.stop(action);
    },
  };
}
