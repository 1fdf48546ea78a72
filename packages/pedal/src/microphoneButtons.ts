import type { MicrophoneButton } from './hubContract';
import type { TapeEvent } from './tapeActions';

/** Anything that reports dictation-microphone button presses (the helper's `/spmhub`). */
export interface MicrophoneButtonSource {
  /** Returns the unsubscribe function. */
  subscribe(listener: (button: MicrophoneButton) => void): () => void;
}

/**
 * What a SpeechMike-style button means, as the tape events a pedal produces, so the player
 * and the recorder need nothing of their own for it. The helper reports presses only, not holds.
 *
 * - `record`: record `toggle` (starts, or stops the running recording). It is the microphone's own
 *   record button, so `enableFootpedalRecording` (a foot pedal setting) does not apply.
 * - `play`: play/stop `start`: plays; pressed while playing, playback goes on.
 * - `stop`: record `stop`, then play/stop `stop` with rewind on stop: stops whichever runs.
 * - `rewind`, `forward`: `start` then `stop`: one step each.
 */
export function eventsForMicrophoneButton(button: MicrophoneButton, rewindOnStop: number): TapeEvent[] {
  switch (button) {
    case 'record':
      return [{ action: 'record', phase: 'toggle' }];
    case 'play':
      return [{ action: 'playStop', phase: 'start' }];
    case 'stop':
      return [
        { action: 'record', phase: 'stop' },
        { action: 'playStop', phase: 'stop', rewindSeconds: rewindOnStop },
      ];
    case 'rewind':
    case 'forward':
      return [
        { action: button, phase: 'start' },
        { action: button, phase: 'stop' },
      ];
  }
}
