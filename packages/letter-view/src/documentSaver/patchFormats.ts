import { patchMake, patchToText } from 'diff-match-patch-es';
import { makeDocumentEdits, splitsPair, wholeCharacterDiffs } from './documentPatch';

/**
 * What `patchContent` holds (docs/wire-contract.md, Documents, "Patch formats"). The spec names
 * the field but not its content, so the format is one choice of the host, behind this one adapter:
 * - `edits`: this project's JSON list of exact edits `[start, deleted, inserted]`;
 * - `diff-match-patch`: diff-match-patch's patch text (`patch_toText`), as a server built on that
 *   library reads it, made so it never cuts a character outside the Basic Multilingual Plane in two.
 */
export type DocumentPatchFormat = 'edits' | 'diff-match-patch';

/**
 * Patch text whose context never starts or ends in the middle of a character: diff-match-patch
 * takes a fixed number of code units of context around each change, which is widened by the half
 * it cut. Each patch's positions are in the text the patches before it made, which is `base` moved
 * by what they added (`delta`): the context lies after them.
 */
function patchTextOf(base: string, next: string): string {
  const patches = patchMake(base, wholeCharacterDiffs(base, next));
  let delta = 0;
  for (const patch of patches) {
    const first = patch.diffs[0];
    const last = patch.diffs[patch.diffs.length - 1];
    const start = patch.start1 - delta;
    if (first?.[0] === 0 && splitsPair(base, start)) {
      first[1] = base.charAt(start - 1) + first[1];
      patch.start1 -= 1;
      patch.start2 -= 1;
      patch.length1 += 1;
      patch.length2 += 1;
    }
    const end = patch.start1 - delta + patch.length1;
    if (last?.[0] === 0 && splitsPair(base, end)) {
      last[1] += base.charAt(end);
      patch.length1 += 1;
      patch.length2 += 1;
    }
    delta += patch.length2 - patch.length1;
  }
  return patchToText(patches);
}

/** The `patchContent` of the change from `base` to `next`, in `format`. */
export function patchContentOf(format: DocumentPatchFormat, base: string, next: string): string {
  return format === 'edits' ? JSON.stringify(makeDocumentEdits(base, next)) : patchTextOf(base, next);
}
