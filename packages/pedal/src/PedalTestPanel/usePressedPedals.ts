import { useEffect, useState } from 'react';
import type { PedalButton } from '../hubContract';
import type { PedalInputSource } from '../pedalInput';

/** Which pedals are down now, and the last one pressed, from any pedal source. */
export function usePressedPedals(source: PedalInputSource | undefined) {
  const [pressed, setPressed] = useState<ReadonlySet<PedalButton>>(new Set());
  const [lastPressed, setLastPressed] = useState<PedalButton | null>(null);
  useEffect(() => {
    if (!source) return;
    return source.subscribe((input) => {
      if (input.type === 'down') {
        setPressed((current) => new Set(current).add(input.pedal));
        setLastPressed(input.pedal);
      } else if (input.type === 'up') {
        setPressed((current) => {
          const next = new Set(current);
          next.delete(input.pedal);
          return next;
        });
      }
    });
  }, [source]);
  return { pressed, lastPressed };
}
