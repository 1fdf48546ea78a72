/**
 * The letter URLs of spec 000 section 2 and spec 001 section 2, as pure functions the route
 * components wire to the router. Which list a letter belongs to and what a valid id is are
 * `@dictation/core`'s rules (`letterListMode`, `parseLetterId`); this module only builds URLs.
 */
import { type LetterListMode, letterListMode, parseLetterId } from '@dictation/core';
import { letterPath, paths } from './paths';

/** The metadata fields the redirect rules read. */
export interface LetterRouteFacts {
  id?: number | null;
  isDeleted?: boolean | null;
  letterStepName?: string | null;
  letterStepType?: number | null;
}

/** The server answered with something that is a letter, not `{}` or nothing. */
function isLetter(letter: LetterRouteFacts | null | undefined): letter is LetterRouteFacts {
  return letter != null && Object.keys(letter).length > 0;
}

/**
 * `letter/{id}` (spec 000 section 2): an invalid id goes to /in-progress; otherwise the metadata
 * decides; no metadata goes to /in-progress.
 */
export function letterRedirectTarget(
  rawId: string | undefined,
  letter: LetterRouteFacts | null | undefined,
): string {
  const id = parseLetterId(rawId);
  if (id === null || !isLetter(letter)) return paths.inProgress;
  return letterPath(letterListMode(letter), id);
}

/**
 * The in-progress/completed URL correction: an in-progress URL of a completed or deleted letter
 * goes to the completed URL and the reverse. Returns undefined when the URL is already right.
 */
export function correctedLetterPath(
  mode: LetterListMode,
  id: number,
  letter: LetterRouteFacts | null | undefined,
): string | undefined {
  if (!isLetter(letter)) return undefined;
  const actual = letterListMode(letter);
  return actual === mode ? undefined : letterPath(actual, id);
}
