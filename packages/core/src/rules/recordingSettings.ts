import type { RecordingSettings } from '../schemas/settings';

/**
 * The start/stop sound plays only when the user turned it on (`webEnableStartStopSound` true).
 * The spec gives no default, so absent means off: the one default of the Settings page and the
 * recording page, which showed it off and played it.
 */
export function startStopSoundEnabled(
  settings: Pick<RecordingSettings, 'webEnableStartStopSound'> | null | undefined,
): boolean {
  return settings?.webEnableStartStopSound === true;
}
