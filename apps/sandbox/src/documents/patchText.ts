import { diffText1, diffText2, type Patch, patchFromText } from 'diff-match-patch-es';
import { messages } from '../messages';
import { cutsPair, hasLoneSurrogate } from './codePoints';
import { applied, invalid, malformed, mismatch, type PatchOutcome, splitsCharacter } from './patchOutcome';

/**
 * How far before the furthest point the earlier hunks reached a hunk may start. diff-match-patch
 * gives each hunk at most 16 characters of context on either side (Patch_Margin 4, grown while
 * the text is not unique, up to Match_MaxBits 32), so its own hunks reach back about 23
 * characters at most; the limit keeps the work of applying linear in the document and the patch,
 * whatever a client sends.
 */
export const hunkReachBack = 1024;

/** One hunk: at `at` (in the text as the earlier hunks left it), `before` becomes `after`. */
interface Hunk {
  at: number;
  before: string;
  after: string;
}

/**
 * The hunks of diff-match-patch patch text, checked: every line decodes to whole characters, and
 * the header's counts are those of its lines. A hunk's place is its `+c`: diff-match-patch's
 * positions roll (each is in the text as the earlier hunks left it, so its `-a` is the same
 * number), and a unified diff's `+c` is that place too (its `-a` is `c` less what the earlier
 * hunks added); any other `-a` contradicts it.
 */
function hunksOf(patchContent: string): Hunk[] | PatchOutcome {
  let patches: Patch[];
  try {
    patches = patchFromText(patchContent);
  } catch {
    return malformed;
  }
  const hunks: Hunk[] = [];
  let growth = 0;
  for (const patch of patches) {
    if (patch.diffs.some(([, text]) => hasLoneSurrogate(text))) return splitsCharacter;
    const before = diffText1(patch.diffs);
    const after = diffText2(patch.diffs);
    const consistent =
      patch.start2 >= 0 &&
      patch.length1 === before.length &&
      patch.length2 === after.length &&
      (patch.start1 === patch.start2 || patch.start1 === patch.start2 - growth);
    if (!consistent) return malformed;
    hunks.push({ at: patch.start2, before, after });
    growth += after.length - before.length;
  }
  return hunks;
}

/**
 * Applies hunks one after the other, as diff-match-patch's `patch_apply` does, but exactly: each
 * hunk's context and deleted text must be at its place, else nothing is applied (no fuzzy match,
 * no search nearby). The text so far is what is settled, then a window of the last
 * `2 * hunkReachBack` characters the hunks reached, then the base from `cursor` on. A hunk starts
 * in the window's second half or later, so each costs its own length plus the window's, and a
 * long letter is not copied once per hunk.
 */
function applyHunks(base: string, hunks: Hunk[]): PatchOutcome {
  const windowLength = 2 * hunkReachBack;
  const settled: string[] = [];
  let settledLength = 0;
  let window = '';
  let cursor = 0;
  /** Moves what is before the window's length into the settled pieces. */
  const settle = () => {
    const cut = window.length - windowLength;
    if (cut <= 0) return;
    settled.push(window.slice(0, cut));
    settledLength += cut;
    window = window.slice(cut);
  };
  /** Takes settled text back after a hunk deleted more than it wrote, so the window is full again. */
  const refill = () => {
    while (window.length < windowLength && settled.length > 0) {
      const piece = settled.pop()!;
      const taken = Math.min(piece.length, windowLength - window.length);
      if (taken < piece.length) settled.push(piece.slice(0, piece.length - taken));
      window = piece.slice(piece.length - taken) + window;
      settledLength -= taken;
    }
  };
  /** A code unit of the text so far at or after the window's start (NaN elsewhere). */
  const unitAt = (index: number) => {
    const inWindow = index - settledLength;
    if (inWindow < 0) return Number.NaN;
    return inWindow < window.length
      ? window.charCodeAt(inWindow)
      : base.charCodeAt(cursor + inWindow - window.length);
  };

  for (const { at, before, after } of hunks) {
    const reached = settledLength + window.length;
    if (at < reached - hunkReachBack) return invalid(messages.hunkReachesBack(hunkReachBack));
    if (at + before.length > reached + base.length - cursor) return mismatch;
    if (at > reached) {
      // The text up to the hunk is the base's, untouched.
      window += base.slice(cursor, cursor + at - reached);
      cursor += at - reached;
    }
    settle();
    refill();
    const end = at + before.length;
    if (cutsPair(unitAt(at - 1), unitAt(at)) || cutsPair(unitAt(end - 1), unitAt(end)))
      return splitsCharacter;
    const offset = at - settledLength;
    const fromWindow = Math.min(before.length, window.length - offset);
    if (
      window.slice(offset, offset + fromWindow) !== before.slice(0, fromWindow) ||
      !base.startsWith(before.slice(fromWindow), cursor)
    )
      return mismatch;
    window = window.slice(0, offset) + after + window.slice(offset + fromWindow);
    cursor += before.length - fromWindow;
  }
  return applied(settled.join('') + window + base.slice(cursor));
}

/**
 * diff-match-patch patch text as `patch_toText` writes it (`@@ -a,b +c,d @@` hunks of
 * URI-encoded lines), parsed with diff-match-patch-es and applied exactly
 * (docs/wire-contract.md, Documents).
 */
export function applyPatchText(content: string, patchContent: string): PatchOutcome {
  const hunks = hunksOf(patchContent);
  return Array.isArray(hunks) ? applyHunks(content, hunks) : hunks;
}
