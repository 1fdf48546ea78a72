import { messages } from '../messages';
import type { AudioLimitsAnswer } from '../schemas/audio';

/** Upload limits in seconds and bytes. */
export interface AudioLimits {
  minDurationSeconds: number;
  maxDurationSeconds: number;
  minSizeBytes: number;
  maxSizeBytes: number;
}

/** Spec 000 section 9: defaults before the server answers. */
export const defaultAudioLimits: AudioLimits = {
  minDurationSeconds: 4,
  maxDurationSeconds: 1800,
  minSizeBytes: 0,
  maxSizeBytes: 104_857_600,
};

/** The server value when it passes its guard (> 0, or >= 0 where zero is allowed), else the default. */
function guarded(value: number | null | undefined, allowZero: boolean, fallback: number): number {
  const usable = typeof value === 'number' && Number.isFinite(value) && (allowZero ? value >= 0 : value > 0);
  return usable ? value : fallback;
}

/**
 * Server limits through the guards of spec 000 section 5 (min duration >= 0, max duration > 0,
 * max size > 0, min size >= 0); a value failing its guard falls back to its default.
 */
export function resolveAudioLimits(answer: AudioLimitsAnswer | null | undefined): AudioLimits {
  const defaults = defaultAudioLimits;
  return {
    minDurationSeconds: guarded(answer?.minimumAllowedDuration, true, defaults.minDurationSeconds),
    maxDurationSeconds: guarded(answer?.maximumAllowedDuration, false, defaults.maxDurationSeconds),
    minSizeBytes: guarded(answer?.minimumAllowedSize, true, defaults.minSizeBytes),
    maxSizeBytes: guarded(answer?.maximumAllowedSize, false, defaults.maxSizeBytes),
  };
}

/** Extensions accepted by the upload screen. */
export const acceptedAudioExtensions = ['wav', 'opus', 'mp3', 'm4a', 'dss', 'ds2', 'wma'] as const;
/** Extensions the browser can play before upload. */
export const playableAudioExtensions = ['wav', 'opus', 'mp3', 'm4a'] as const;

/** Lower-case extension of a file name, '' when none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The upload checks of spec 000 section 5, first failing one first; null when the file passes.
 * `durationSeconds` is undefined when it cannot be known (wma): duration is then not checked.
 */
export function audioFileProblem(
  file: { name: string; sizeBytes: number; durationSeconds?: number },
  limits: AudioLimits,
): string | null {
  if (!acceptedAudioExtensions.some((extension) => extension === fileExtension(file.name))) {
    return messages.unsupportedFileFormat;
  }
  if (file.sizeBytes > limits.maxSizeBytes)
    return messages.fileTooBig(Math.round(limits.maxSizeBytes / 1024 / 1024));
  if (file.sizeBytes <= limits.minSizeBytes)
    return messages.fileTooSmall(Math.round(limits.minSizeBytes / 1024));
  if (file.durationSeconds !== undefined) {
    if (file.durationSeconds < limits.minDurationSeconds)
      return messages.audioTooShort(limits.minDurationSeconds);
    if (file.durationSeconds > limits.maxDurationSeconds) {
      return messages.audioTooLong(Math.round(limits.maxDurationSeconds / 60));
    }
  }
  return null;
}
