import { describe, expect, it } from 'vitest';
import { applyDocumentPatch, contentHashOf } from './documentPatch';

const edits = (...list: [number, string, string][]) => JSON.stringify(list);

describe('applyDocumentPatch (docs/wire-contract.md, Documents)', () => {
  const letter = '<p>Dear Colleague,</p><p>On examination the chest was clear.</p><p>Yours sincerely,</p>';
  const at = (text: string) => letter.indexOf(text);

  it('applies the edits and checks the result against the client hash', () => {
    const edited = letter.replace('Colleague', 'Dr Jones').replace('clear', 'quiet');
    const patch = edits([at('Colleague'), 'Colleague', 'Dr Jones'], [at('clear'), 'clear', 'quiet']);
    expect(applyDocumentPatch(letter, patch, contentHashOf(edited))).toEqual({
      kind: 'applied',
      content: edited,
    });
  });

  it('is exact beyond ASCII: é, –, emoji, a lone half of a surrogate pair', () => {
    const from = '<p>Café – 😀 résumé</p>';
    const to = '<p>Café — 😀😀 résumé</p>';
    const patch = edits([8, '–', '—'], [12, '', '\ud83d\ude00']);
    expect(applyDocumentPatch(from, patch, contentHashOf(to))).toEqual({ kind: 'applied', content: to });
    // Offsets are UTF-16 code units, so an edit may fall between the halves of a pair.
    const split = edits([11, '\ude00', '\ude01']);
    expect(applyDocumentPatch(from, split)).toEqual({ kind: 'applied', content: '<p>Café – 😁 résumé</p>' });
  });

  it('refuses edits that do not find their text, overlap, or give another result', () => {
    expect(applyDocumentPatch(letter, edits([at('clear'), 'cloudy', 'quiet']))).toEqual({ kind: 'mismatch' });
    expect(applyDocumentPatch(letter, edits([10, 'Colleague', ''], [5, '', 'x']))).toEqual({
      kind: 'mismatch',
    });
    expect(applyDocumentPatch(letter, edits([at('clear'), 'clear', 'quiet']), '0'.repeat(64))).toEqual({
      kind: 'mismatch',
    });
  });

  it('refuses what is not a list of edits, and a result beyond 5,000,000 characters', () => {
    for (const text of ['the whole letter', '{}', '[[1, 2, 3]]', '[[-1, "", "x"]]'])
      expect(applyDocumentPatch(letter, text)).toEqual({ kind: 'malformed' });
    expect(applyDocumentPatch(letter, edits([0, '', 'a'.repeat(5_000_000)]))).toEqual({ kind: 'tooLong' });
  });
});
