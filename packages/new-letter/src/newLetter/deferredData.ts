import { useDeferredValue, useRef } from 'react';
import { sameData } from './sameData';

/**
 * `value` rendered at a lower priority (React's `useDeferredValue`), and the same object while its
 * data is the same (`sameData`), so that a value rebuilt on each render of the page schedules no
 * render of its own. The render with a new value gives way to urgent ones and to the browser's
 * tasks: an IndexedDB answer, a lock granted, a click.
 */
export function useDeferredData<Value>(value: Value): Value {
  const kept = useRef(value);
  // Kept by its data, not its identity: a render React throws away only keeps equal data.
  if (!sameData(kept.current, value)) kept.current = value;
  return useDeferredValue(kept.current);
}
