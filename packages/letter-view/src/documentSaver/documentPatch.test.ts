import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDocumentEdits, contentHashOf, makeDocumentEdits, rebaseEdits } from './documentPatch';

const text = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '<p>', '</p>', 'é', '–', '😀', '𝄞', '\n', '&amp;'),
});

describe('document edits (docs/wire-contract.md, Documents)', () => {
  it('the edits from a to b, sent as JSON and applied to a, give b, whatever the text', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const wire = JSON.parse(JSON.stringify(makeDocumentEdits(a, b)));
        expect(applyDocumentEdits(a, wire)).toBe(b);
      }),
      { numRuns: 2000 },
    );
  });

  it('never cuts a character outside the BMP in two (a server refuses half an emoji)', () => {
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    fc.assert(
      fc.property(text, text, (a, b) => {
        for (const [start, deleted, inserted] of makeDocumentEdits(a, b)) {
          expect(deleted).not.toMatch(lone);
          expect(inserted).not.toMatch(lone);
          expect(/[\ud800-\udbff]/.test(a.charAt(start - 1)) && /[\udc00-\udfff]/.test(a.charAt(start))).toBe(
            false,
          );
        }
      }),
      { numRuns: 2000 },
    );
    expect(makeDocumentEdits('Mood 😀', 'Mood 😁')).toEqual([[5, '😀', '😁']]);
  });

  it('a one-word edit of a long letter is a few dozen bytes', () => {
    const letter = Array.from({ length: 400 }, (_, n) => `<p>Paragraph ${n} of the clinic letter.</p>`).join(
      '',
    );
    const edited = letter.replace('Paragraph 200 ', 'Section 200 ');
    const wire = JSON.stringify(makeDocumentEdits(letter, edited));
    expect(wire.length).toBeLessThan(40);
    expect(applyDocumentEdits(letter, JSON.parse(wire))).toBe(edited);
    expect(makeDocumentEdits(letter, letter)).toEqual([]);
  });

  it('hashes the UTF-8 bytes as the server does', async () => {
    expect(await contentHashOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await contentHashOf('😀')).toBe(
      'f0443a342c5ef54783a111b51ba56c938e474c32324d90c3a60c9c8e3a37e2d9',
    );
  });

  it('places my changes into a newer version, and says when they do not fit', () => {
    const base = '<p>Dear Colleague,</p><p>The chest was clear.</p><p>Yours sincerely,</p>';
    const mine = base.replace('clear', 'quiet');
    const theirs = base.replace('Colleague', 'Dr Jones');
    expect(rebaseEdits(base, mine, theirs)).toEqual({
      merged: '<p>Dear Dr Jones,</p><p>The chest was quiet.</p><p>Yours sincerely,</p>',
      clean: true,
    });
    const rewritten = '<p>An entirely different letter was written here by someone else.</p>';
    expect(rebaseEdits(base, mine, rewritten).clean).toBe(false);
    expect(rebaseEdits(base, base, theirs)).toEqual({ merged: theirs, clean: true });
    expect(rebaseEdits(base, mine, base)).toEqual({ merged: mine, clean: true });
  });
});
