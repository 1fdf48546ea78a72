import { sha256Hex } from '@dictation/audio';
import { type Diff, diffCleanupEfficiency, diffMain, patchApply, patchMake } from 'diff-match-patch-es';

const encoder = new TextEncoder();

/** SHA-256 hex of a document's UTF-8 bytes (the patch's `contentHash`). */
export const contentHashOf = (content: string): Promise<string> => sha256Hex([encoder.encode(content)]);

/** One edit: at `start` (UTF-16 code units of the base) the text `deleted` becomes `inserted`. */
export type DocumentEdit = [start: number, deleted: string, inserted: string];

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Whether `offset` falls between the two halves of one character (an emoji, 𝔸). */
export const splitsPair = (text: string, offset: number) =>
  offset > 0 &&
  offset < text.length &&
  isHighSurrogate(text.charCodeAt(offset - 1)) &&
  isLowSurrogate(text.charCodeAt(offset));

/**
 * The differences from `base` to `next` with no boundary inside a character: diff-match-patch works
 * in UTF-16 code units and can cut a surrogate pair between an equal and a changed part, and its
 * patch text (`encodeURI` of each part) cannot hold half a character. The half left in the equal
 * part moves into the change, on both of its sides (it was in both texts).
 */
export function wholeCharacterDiffs(base: string, next: string): Diff[] {
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
 * The wire form of a change (docs/wire-contract.md, Documents): the exact edits from the content
 * the server acknowledged to the content now, as JSON, each in whole characters (a server refuses
 * half an emoji). A one-word change of a long letter is a few dozen bytes.
 */
export function makeDocumentEdits(base: string, next: string): DocumentEdit[] {
  const edits: DocumentEdit[] = [];
  let offset = 0;
  let current: DocumentEdit | undefined;
  for (const [operation, text] of wholeCharacterDiffs(base, next)) {
    if (operation === 0) {
      if (current) edits.push(current);
      current = undefined;
      offset += text.length;
      continue;
    }
    current ??= [offset, '', ''];
    if (operation === -1) {
      current[1] += text;
      offset += text.length;
    } else current[2] += text;
  }
  if (current) edits.push(current);
  return edits;
}

/** The content the edits make of `base` (what the server does; for tests and checks). */
export function applyDocumentEdits(base: string, edits: readonly DocumentEdit[]): string {
  let result = '';
  let cursor = 0;
  for (const [start, deleted, inserted] of edits) {
    if (start < cursor || !base.startsWith(deleted, start))
      throw new RangeError(`edit at ${start} does not apply`);
    result += base.slice(cursor, start) + inserted;
    cursor = start + deleted.length;
  }
  return result + base.slice(cursor);
}

export interface Rebase {
  merged: string;
  /** Every one of my changes found its place in theirs. */
  clean: boolean;
}

/**
 * My edits (base -> mine) placed into someone else's newer version (theirs): what a conflict
 * offers the user. diff-match-patch places each change by its context, fuzzily, so a merged text
 * is always shown for checking; clean only when every change found its place.
 */
export function rebaseEdits(base: string, mine: string, theirs: string): Rebase {
  if (mine === base) return { merged: theirs, clean: true };
  if (theirs === base || theirs === mine) return { merged: mine, clean: true };
  // Typed as an array of either; it is [text, one flag per change].
  const [merged, applied] = patchApply(patchMake(base, mine), theirs) as [string, boolean[]];
  return { merged, clean: applied.every(Boolean) };
}
