/**
 * Between the wire's foot pedal settings (@dictation/core, numbers that may be null) and
 * @dictation/pedal's form values (known options only): unknown or missing values take the
 * pedal package's defaults (rewindOnStop 3, spec 000 section 3) rather than breaking the form.
 */
import type { WireFootPedalSettings } from '@dictation/core';
import {
  defaultFootPedalSettings,
  type FootPedalSettings,
  type PlayStopMode,
  playStopModes,
} from './footPedalSettings';
import { type PedalButtonOption, pedalButtons } from './hubContract';

const buttonOptions: readonly number[] = Object.values(pedalButtons);
const modeOptions: readonly number[] = Object.values(playStopModes);

const isButton = (value: number | null | undefined): value is PedalButtonOption =>
  value != null && buttonOptions.includes(value);
const isMode = (value: number | null | undefined): value is PlayStopMode =>
  value != null && modeOptions.includes(value);

/** Unknown or missing values take the defaults. */
export function footPedalSettingsFromWire(wire: WireFootPedalSettings): FootPedalSettings {
  const defaults = defaultFootPedalSettings;
  const button = (value: number | null | undefined, fallback: PedalButtonOption) =>
    isButton(value) ? value : fallback;
  return {
    playStopButton: button(wire.playStopButton, defaults.playStopButton),
    rewindButton: button(wire.rewindButton, defaults.rewindButton),
    forwardButton: button(wire.forwardButton, defaults.forwardButton),
    playStopMode: isMode(wire.playStopMode) ? wire.playStopMode : defaults.playStopMode,
    rewindOnStop: typeof wire.rewindOnStop === 'number' ? wire.rewindOnStop : defaults.rewindOnStop,
    playRecordButton: button(wire.playRecordButton, defaults.playRecordButton),
    rewindRecordButton: button(wire.rewindRecordButton, defaults.rewindRecordButton),
    recordButton: button(wire.recordButton, defaults.recordButton),
    enableFootpedalRecording: wire.enableFootpedalRecording === true,
  };
}
