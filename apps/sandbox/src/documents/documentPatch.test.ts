import { makePatches, stringifyPatches } from '@sanity/diff-match-patch';
import { describe, expect, it } from 'vitest';
import { applyDocumentPatch, contentHashOf } from './documentPatch';

const patchOf = (from: string, to: string) => stringifyPatches(makePatches(from, to));

describe('applyDocumentPatch', () => {
  const letter = '<p>Dear Colleague,</p><p>On examination the chest was clear.</p><p>Yours sincerely,</p>';

  it('applies a one-word patch and checks the result against the client hash', () => {
    const edited = letter.replace('clear', 'quiet');
    expect(applyDocumentPatch(letter, patchOf(letter, edited), contentHashOf(edited))).toEqual({
      kind: 'applied',
      content: edited,
    });
  });

  it('round trips text beyond ASCII: é, –, emoji', () => {
    const from = '<p>Café – 😀 résumé</p><p>naïve</p>';
    const to = '<p>Café — 😀😀 résumé</p><p>naïveté</p>';
    expect(applyDocumentPatch(from, patchOf(from, to), contentHashOf(to))).toEqual({
      kind: 'applied',
      content: to,
    });
  });

  it('refuses a patch whose hunks do not apply, or whose result is not what the client had', () => {
    const edited = letter.replace('clear', 'quiet');
    const elsewhere = '<p>A different letter altogether, with nothing in common.</p>';
    expect(applyDocumentPatch(elsewhere, patchOf(letter, edited))).toEqual({ kind: 'mismatch' });
    // The fuzzy match applies it to a changed document, but not to the text the client meant.
    const changed = letter.replace('Dear', 'Hello');
    expect(applyDocumentPatch(changed, patchOf(letter, edited), contentHashOf(edited))).toEqual({
      kind: 'mismatch',
    });
    expect(applyDocumentPatch(letter, 'the whole new letter')).toEqual({ kind: 'malformed' });
  });

  it('refuses a result beyond 5,000,000 characters', () => {
    const huge = `${letter}<p>${'a'.repeat(5_000_000)}</p>`;
    expect(applyDocumentPatch(letter, patchOf(letter, huge))).toEqual({ kind: 'tooLong' });
  });
});
