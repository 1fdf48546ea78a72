import { messages as coreMessages, isApiError, type LetterMetadata } from '@dictation/core';

/** What opening a letter (`metadata-with-lock`) led to (spec 001 sections 4, 6 and 8). */
export type LetterOpening =
  | { kind: 'loading' }
  | { kind: 'open'; letter: LetterMetadata }
  /** Back to the list, with the notice to show there (auto-locked by someone else), if any. */
  | { kind: 'leave'; message?: string }
  /** 'Sorry, but the letter was not found'. */
  | { kind: 'notFound' }
  /** 401: the session is over; the host's session guard takes the user to sign in. */
  | { kind: 'signedOut' }
  /** Anything else (network, server error, malformed answer): shown with a way to try again. */
  | { kind: 'failed'; message: string };

/** `metadata-with-lock` answered: an empty object means there is no such letter to show. */
export function openingOfAnswer(letter: LetterMetadata | Record<string, never>): LetterOpening {
  return Object.keys(letter).length === 0 || !('id' in letter)
    ? { kind: 'leave' }
    : { kind: 'open', letter: letter as LetterMetadata };
}

/**
 * `metadata-with-lock` failed. Its 400 text is meant for the user (core's error policy): 'This
 * letter is autolocked by {name}' sends the user back to the list with it; 409 goes back to the
 * list (spec 001 section 8); 404 is 'Sorry, but the letter was not found'.
 */
export function openingOfError(error: unknown): LetterOpening {
  if (isApiError(error, 'unauthorized')) return { kind: 'signedOut' };
  if (isApiError(error, 'conflict')) return { kind: 'leave' };
  if (isApiError(error, 'http')) {
    if (error.detail.status === 404) return { kind: 'notFound' };
    if (error.detail.status === 400 && error.message.startsWith(coreMessages.letterAutolocked))
      return { kind: 'leave', message: error.message };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
