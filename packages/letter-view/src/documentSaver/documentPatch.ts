import { sha256Hex } from '@dictation/audio';
import { diffCleanupEfficiency, diffMain, patchApply, patchMake } from 'diff-match-patch-es';

const encoder = new TextEncoder();

/** SHA-256 hex of a document's UTF-8 bytes (the patch's `contentHash`). */
export const contentHashOf = (content: string): Promise<string> => sha256Hex([encoder.encode(content)]);

/** One edit: at `start` (UTF-16 code units of the base) the text `deleted` becomes `inserted`. */
export type DocumentEdit = [start: number, deleted: string, inserted: string];

/**
 * The wire form of a change (docs/wire-contract.md, Documents): the exact edits from the content
 * the server acknowledged to the content now, as JSON. diff-match-patch finds them; its own patch
 * text is not used because both maintained implementations mangle it around emoji and other
 * characters outside the Basic Multilingual Plane (a property test found it), and the server
 * must apply edits exactly, never approximately. A one-word change of a long letter is a few
 * dozen bytes.
 */
export function makeDocumentEdits(base: string, next: string): DocumentEdit[] {
  const diffs = diffMain(base, next);
  diffCleanupEfficiency(diffs);
  const edits: DocumentEdit[] = [];
  let offset = 0;
  let current: DocumentEdit | undefined;
  for (const [operation, text] of diffs) {
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
