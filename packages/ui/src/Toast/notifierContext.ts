import { createContext, useContext } from 'react';
import type { Notifier } from './createNotifier';

export const NotifierContext = createContext<Notifier | null>(null);

/**
 * The `notify` (and `dismiss`, `clear`) of the nearest `ToastRegion`. Pass `notify` on to any
 * package that reports through `@dictation/core`'s `Notify`.
 */
export function useToasts(): Pick<Notifier, 'notify' | 'dismiss' | 'clear'> {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useToasts() needs a <ToastRegion> above it.');
  return notifier;
}

/**
 * The nearest `ToastRegion`'s notifier, or null without one: for components that also work
 * without a region (a story, a host that passes its own `notify`), such as a list withdrawing its
 * own notice once it no longer applies.
 */
export function useOptionalToasts(): Pick<Notifier, 'notify' | 'dismiss' | 'clear'> | null {
  return useContext(NotifierContext);
}
