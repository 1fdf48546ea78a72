import type { MicrophoneButton, TapeEvent } from '@dictation/pedal';

/**
 * What a dictation microphone's button means to the recorder and player, as tape events
 * (the same path as pedals and hotkeys). The helper reports presses only, not holds, so rewind
 * and forward are one step each. Stop stops whichever runs: recording first, else playback.
 */
export const microphoneButtonActions: Record<MicrophoneButton, readonly TapeEvent[]> = {
  record: [{ action: 'record', phase: 'toggle' }],
  play: [{ action: 'playStop', phase: 'toggle' }],
  stop: [
    { action: 'record', phase: 'stop' },
    { action: 'playStop', phase: 'stop' },
  ],
  rewind: [{ action: 'rewind', phase: 'start' }],
  forward: [{ action: 'forward', phase: 'start' }],
};
