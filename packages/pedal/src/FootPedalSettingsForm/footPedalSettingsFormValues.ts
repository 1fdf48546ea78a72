import { clampRewindSeconds, type FootPedalSettings } from '../footPedalSettings';

/** The form keeps rewind seconds as typed text (digits or empty, spec 001 section 5) until blur/save. */
export type FootPedalSettingsFormValues = Omit<FootPedalSettings, 'rewindOnStop'> & { rewindOnStop: string };

export function toFormValues(settings: FootPedalSettings): FootPedalSettingsFormValues {
  return { ...settings, rewindOnStop: String(settings.rewindOnStop) };
}

export function fromFormValues(values: FootPedalSettingsFormValues): FootPedalSettings {
  return { ...values, rewindOnStop: clampRewindSeconds(values.rewindOnStop) };
}
