import { type PedalButtonOption, pedalButtons } from './hubContract';

/** Spec 000 section 9: play mode click 10 or hold 20. */
export const playStopModes = { click: 10, hold: 20 } as const;
export type PlayStopMode = (typeof playStopModes)[keyof typeof playStopModes];

/** The user's foot pedal settings (spec 000 section 3, 001 section 3), as `author/deviceSettings/footPedal` has them. */
export interface FootPedalSettings {
  playStopButton: PedalButtonOption;
  rewindButton: PedalButtonOption;
  forwardButton: PedalButtonOption;
  playStopMode: PlayStopMode;
  /** Seconds the player jumps back when playback stops, 1..10 (spec 001 section 5). */
  rewindOnStop: number;
  playRecordButton: PedalButtonOption;
  rewindRecordButton: PedalButtonOption;
  recordButton: PedalButtonOption;
  /** Record, play-record and rewind-record work only when this is on. */
  enableFootpedalRecording: boolean;
}

/**
 * Settings before the server answers. rewindOnStop 3 is the spec's default (section 9); the
 * button layout (left rewind, centre play, right forward) is the usual transcription pedal's and
 * our choice, as the spec does not give one.
 */
export const defaultFootPedalSettings: FootPedalSettings = {
  playStopButton: pedalButtons.center,
  rewindButton: pedalButtons.left,
  forwardButton: pedalButtons.right,
  playStopMode: playStopModes.click,
  rewindOnStop: 3,
  playRecordButton: pedalButtons.none,
  rewindRecordButton: pedalButtons.none,
  recordButton: pedalButtons.none,
  enableFootpedalRecording: false,
};

/** Spec 001 section 5 and 9: rewind on pause 1-10 seconds. */
export const rewindOnStopRange = { min: 1, max: 10 } as const;

/** Spec 001 section 5: "digits only or empty" while typing. */
export function isRewindSecondsInput(text: string): boolean {
  return /^\d*$/.test(text);
}

/** Spec 001 section 5: "on blur it is clamped to 1..10"; empty becomes the minimum. */
export function clampRewindSeconds(text: string): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return rewindOnStopRange.min;
  return Math.min(rewindOnStopRange.max, Math.max(rewindOnStopRange.min, value));
}
