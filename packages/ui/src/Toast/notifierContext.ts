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
