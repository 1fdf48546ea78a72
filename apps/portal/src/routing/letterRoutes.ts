/**
 * The letter URL rules of spec 000 section 2 and spec 001 section 2, as pure functions so that
 * each rule is tested at the rule and the route components only wire them to the router.
 */
import { type LetterListMode, letterPath, paths } from './paths';

/** The metadata fields the redirect rules read. */
export interface LetterRouteFacts {
  id?: number | null;
  isDeleted?: boolean | null;
  letterStepName?: string | null;
  letterStepType?: number | null;
}

/** Step type 7000 is Completed (spec 000 section 4). */
const completedStepType = 7000;
const completedStepName = 'completed';

/** A letter id from a URL segment: only a whole positive number counts ("12", not "12a", "-1", "1.5"). */
export function parseLetterId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** Deleted or at step Completed belongs to the completed list; everything else is in progress. */
export function letterListMode(letter: LetterRouteFacts): LetterListMode {
  const completed =
    letter.isDeleted === true ||
    letter.letterStepType === completedStepType ||
    letter.letterStepName?.toLowerCase() === completedStepName;
  return completed ? 'completed' : 'in-progress';
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
  if (id === undefined || !isLetter(letter)) return paths.inProgress;
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
