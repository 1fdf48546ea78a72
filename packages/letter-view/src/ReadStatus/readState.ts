/** What a read shows: a spinner, the failure with Try again, or the answer. */
export type ReadState<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; data: T };

/** The parts of an SWR answer the state is made of. */
export interface ReadAnswer<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
}

/**
 * The state of a read through SWR. An answer already there is shown while it is read again (a
 * dialog opened a second time); a failure read again (Try again) shows the spinner, not the old
 * failure. A malformed answer is a failure: core's schemas reject it as an `ApiError`.
 */
export function readStateOf<T>({ data, error, isValidating }: ReadAnswer<T>): ReadState<T> {
  if (data !== undefined) return { kind: 'loaded', data };
  if (error !== undefined && !isValidating)
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  return { kind: 'loading' };
}

/**
 * Two reads shown as one (a dialog's rows and its table's code): the first failure, else a
 * spinner until both are in.
 */
export function readStateOfBoth<A, B>(first: ReadState<A>, second: ReadState<B>): ReadState<[A, B]> {
  if (first.kind === 'failed') return first;
  if (second.kind === 'failed') return second;
  if (first.kind === 'loading' || second.kind === 'loading') return { kind: 'loading' };
  return { kind: 'loaded', data: [first.data, second.data] };
}

/**
 * SWR options of the reads behind a Try again button: no silent retries (the user sees the
 * failure and chooses), and no reload when the window regains focus under an open dialog.
 */
export const readOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
