import { type Diff, diffCleanupEfficiency, diffMain, patchMake, patchToText } from 'diff-match-patch-es';
import { makeDocumentEdits } from './documentPatch';

/**
 * What `patchContent` holds (docs/wire-contract.md, Documents, "Patch formats"). The spec names
 * the field but not its content, so the format is one choice of the host, behind this one adapter:
 * - `edits`: this project's JSON list of exact edits `[start, deleted, inserted]`;
 * - `diff-match-patch`: diff-match-patch's patch text (`patch_toText`), as a server built on that
 *   library reads it, made so it never cuts a character outside the Basic Multilingual Plane in two.
 */
export type DocumentPatchFormat = 'edits' | 'diff-match-patch';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Whether `offset` falls between the two halves of one character (an emoji, 𝔸). */
const splitsPair = (text: string, offset: number) =>
  offset > 0 && offset < text.length && isHighSurrogate(text.charCodeAt(offset - 1)) && isLowSurrogate(text.charCodeAt(offset));

/**
 * The differences from `base` to `next` with no boundary inside a character: diff-match-patch works
 * in UTF-16 code units and can cut a surrogate pair between an equal and a changed part, and its
 * patch text (`encodeURI` of each part) cannot hold half a character. The half left in the equal
 * part moves into the change, on both of its sides (it was in both texts).
 */
function wholeCharacterDiffs(base: string, next: string): Diff[] {
  const diffs = diffMain(base, next);
  diffCleanupEfficiency(diffs);
  const result: Diff[] = [];
  let index = 0;
  while (index < diffs.length) {
    const diff = diffs[index] as Diff;
    if (diff[0] === 0) {
      result.push([0, diff[1]]);
      index += 1;
      continue;
    }
    // One run of changes: what it deletes and what it inserts.
    let deleted = '';
    let inserted = '';
    while (index < diffs.length && (diffs[index] as Diff)[0] !== 0) {
      const [operation, text] = diffs[index] as Diff;
      if (operation === -1) deleted += text;
      else inserted += text;
      index += 1;
    }
    const before = result[result.length - 1];
    if (before && isHighSurrogate(before[1].charCodeAt(before[1].length - 1))) {
      const half = before[1].slice(-1);
      before[1] = before[1].slice(0, -1);
      deleted = half + deleted;
      inserted = half + inserted;
      if (before[1] === '') result.pop();
    }
    const after = diffs[index];
    if (after && isLowSurrogate(after[1].charCodeAt(0))) {
      const half = after[1].charAt(0);
      after[1] = after[1].slice(1);
      deleted += half;
      inserted += half;
    }
    if (deleted) result.push([-1, deleted]);
    if (inserted) result.push([1, inserted]);
  }
  return result.filter(([, text]) => text !== '');
}

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
