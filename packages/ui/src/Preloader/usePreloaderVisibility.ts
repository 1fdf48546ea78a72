import { useEffect, useState } from 'react';

/** How long the preloader stays after `active` turns off (spec 000, "Global"). */
export const preloaderHideDelays = { initial: 400, default: 1000 } as const;

/**
 * Whether the preloader is shown: at once when `active` turns on, and until the hide delay has
 * passed after it turns off, so quick successive loads do not flicker.
 */
export function usePreloaderVisibility(active: boolean, initial: boolean): boolean {
  const [lingering, setLingering] = useState(active);
  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(
      () => setLingering(false),
      initial ? preloaderHideDelays.initial : preloaderHideDelays.default,
    );
    return () => clearTimeout(timer);
  }, [active, initial]);
  return active || lingering;
}
