import { audioFileFormat } from './formats';
import { messages } from './messages';

/** The server's audio limits (`get-audio-limits`): durations in seconds, sizes in bytes. */
export interface AudioLimits {
  minimumAllowedDuration: number;
  maximumAllowedDuration: number;
  minimumAllowedSize: number;
  maximumAllowedSize: number;
}

/** Limits used until the server answers, or when its answer is unusable (spec 000 section 9). */
export const DEFAULT_AUDIO_LIMITS: AudioLimits = {
  minimumAllowedDuration: 4,
  maximumAllowedDuration: 1800,
  minimumAllowedSize: 0,
  maximumAllowedSize: 104857600,
};

/** What the server answered: any field may be missing or null (a malformed answer never throws). */
export type AudioLimitsAnswer = { [Key in keyof AudioLimits]?: number | null };

/**
 * The server's limits when usable (min duration >= 0, max duration > 0, max size > 0, min size >= 0,
 * spec 000 section 5), else the defaults: all or nothing, so a half-valid answer cannot mix with them.
 */
export function effectiveAudioLimits(server: AudioLimitsAnswer | null | undefined): AudioLimits {
  const value = (key: keyof AudioLimits) => server?.[key] ?? Number.NaN;
  const usable =
    value('minimumAllowedDuration') >= 0 &&
    value('maximumAllowedDuration') > 0 &&
    value('maximumAllowedSize') > 0 &&
    value('minimumAllowedSize') >= 0;
  if (!usable) return DEFAULT_AUDIO_LIMITS;
  return {
    minimumAllowedDuration: value('minimumAllowedDuration'),
    maximumAllowedDuration: value('maximumAllowedDuration'),
    minimumAllowedSize: value('minimumAllowedSize'),
    maximumAllowedSize: value('maximumAllowedSize'),
  };
}

/** A number for a message: at most two decimals, no trailing zeros (100, 1.5, 0.33). */
function shown(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** An upload candidate: its name, size in bytes and, when probed, duration in ms (null when not checked). */
export interface AudioFileFacts {
  name: string;
  size: number;
  durationMs?: number | null;
}

/**
 * The first rule of spec 000 section 5 a file breaks, as the exact message, or null when it
 * passes. Order: format, too big, too small, too short, too long. Sizes show in Mb (2^20 bytes)
 * and Kb (2^10 bytes), the maximum duration in minutes; a missing duration (wma) is not checked.
 */
export function checkAudioFile(
  file: AudioFileFacts,
  limits: AudioLimits = DEFAULT_AUDIO_LIMITS,
): string | null {
  if (!audioFileFormat(file.name)) return messages.unsupportedFormat;
  if (file.size > limits.maximumAllowedSize)
    return messages.tooBig(shown(limits.maximumAllowedSize / 1048576));
  if (file.size <= limits.minimumAllowedSize)
    return messages.tooSmall(shown(limits.minimumAllowedSize / 1024));
  if (file.durationMs === null || file.durationMs === undefined) return null;
  if (file.durationMs < limits.minimumAllowedDuration * 1000)
    return messages.tooShort(shown(limits.minimumAllowedDuration));
  if (file.durationMs > limits.maximumAllowedDuration * 1000)
    return messages.tooLong(shown(limits.maximumAllowedDuration / 60));
  return null;
}
