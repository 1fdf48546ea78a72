import { useFootPedalSettings } from '@dictation/core/react';
import {
  defaultFootPedalSettings,
  type FootPedalSettings,
  footPedalSettingsFromWire,
} from '@dictation/pedal';
import { useMemo } from 'react';
/**
 * The signed-in user's foot pedal settings (`GET author/deviceSettings/footPedal`) as form values,
 * undefined until the answer is in. A failed read gives the defaults: a pedal that works as
 * shipped is better than a page that cannot record. Pages that map the pedal wait for it, because
 * the pedal subscription and the player's rewind on stop read it when they start. Here rather
 * than in @dictation/pedal, which stays free of the API's React hooks (and their weight).
 */
export function useUserFootPedalSettings(): FootPedalSettings | undefined {
  const read = useFootPedalSettings();
  const failed = read.error !== undefined;
  return useMemo(
    () => (read.data ? footPedalSettingsFromWire(read.data) : failed ? defaultFootPedalSettings : undefined),
    [read.data, failed],
  );
}
