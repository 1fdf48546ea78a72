import { patchApply, patchFromText } from 'diff-match-patch-es';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDocumentEdits, type DocumentEdit } from './documentPatch';
import { patchContentOf } from './patchFormats';

/** Letters with characters outside the BMP at every boundary a diff could cut. */
const letterText = fc
  .array(
    fc.constantFrom('a', 'b', ' ', '<p>', '</p>', 'é', '😀', '😁', '🩺', '𝔸', '𝔹', '\u00a0', 'ב', '漢'),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));

/** Applies diff-match-patch text exactly: every hunk must apply. */
function applyPatchText(base: string, patchText: string): string {
  const [result, applied] = patchApply(patchFromText(patchText), base) as [string, boolean[]];
  if (!applied.every(Boolean)) throw new Error('a hunk did not apply');
  return result;
}

describe('patch formats (docs/wire-contract.md, Documents)', () => {
  it('edits: the JSON list of exact edits gives the new text', () => {
    fc.assert(
      fc.property(letterText, letterText, (base, next) => {
        const edits = JSON.parse(patchContentOf('edits', base, next)) as DocumentEdit[];
        expect(applyDocumentEdits(base, edits)).toBe(next);
      }),
    );
  });

  it('diff-match-patch: patch text that the library reads back and that gives the new text, emoji included', () => {
    fc.assert(
      fc.property(letterText, letterText, (base, next) => {
        const text = patchContentOf('diff-match-patch', base, next);
        expect(() => decodeURI(text)).not.toThrow();
        expect(applyPatchText(base, text)).toBe(next);
      }),
      { numRuns: 500 },
    );
  });

  it('diff-match-patch: a changed emoji is sent whole, not as half a character', () => {
    const text = patchContentOf('diff-match-patch', 'Mood 😀 today', 'Mood 😁 today');
    expect(text).toContain(`-${encodeURI('😀')}`);
    expect(text).toContain(`+${encodeURI('😁')}`);
    expect(applyPatchText('Mood 😀 today', text)).toBe('Mood 😁 today');
  });

  it('diff-match-patch: an unchanged letter is an empty patch', () => {
    expect(patchContentOf('diff-match-patch', '<p>same</p>', '<p>same</p>')).toBe('');
  });
});
