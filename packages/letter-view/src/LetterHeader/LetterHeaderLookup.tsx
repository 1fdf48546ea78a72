import { Spinner } from '@dictation/ui';
import type { ReactNode } from 'react';
import { headerMessages } from '../messages';

export interface LetterHeaderLookupProps<T> {
  /** The list; undefined while it loads. */
  data: T | undefined;
  /** Why it did not load. */
  error: Error | undefined;
  children: (data: T) => ReactNode;
}

/**
 * A modal's list in its three states: loading, failed with the message (spec 001 section 8:
 * lookup failures show their error message), or there.
 */
export function LetterHeaderLookup<T>({ data, error, children }: LetterHeaderLookupProps<T>) {
  if (error) return <p role="alert">{error.message}</p>;
  if (data === undefined) return <Spinner label={headerMessages.loading} />;
  return children(data);
}
