import { patchApply, patchMake, patchToText } from 'diff-match-patch-es';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { codePointEdits, codePointPatchText } from '../testing/codePointPatches';
import { splitsPairAt } from './codePoints';
import { applyDocumentPatch, contentHashOf } from './documentPatch';
import { hunkReachBack } from './patchText';

const edits = (...list: [number, string, string][]) => JSON.stringify(list);
const refused = (reason: string) => ({ kind: 'invalid', reason });
const splitsCharacter = refused(messages.patchSplitsCharacter);

/** One hunk of patch text, all of its context in the deleted line, as `patch_toText` writes it. */
const hunk = (at: number, before: string, after: string) => {
  const coordinates = (length: number) => (length === 0 ? `${at},0` : `${at + 1},${length}`);
  const line = (sign: string, text: string) =>
    text ? `${sign}${encodeURI(text).replace(/%20/g, ' ')}\n` : '';
  return `@@ -${coordinates(before.length)} +${coordinates(after.length)} @@\n${line('-', before)}${line('+', after)}`;
};

const letter = '<p>Dear Colleague,</p><p>On examination the chest was clear.</p><p>Yours sincerely,</p>';
const at = (text: string) => letter.indexOf(text);

describe('patchContent as a list of edits (docs/wire-contract.md, Documents)', () => {
  it('applies the edits and checks the result against the client hash', () => {
    const edited = letter.replace('Colleague', 'Dr Jones').replace('clear', 'quiet');
    const patch = edits([at('Colleague'), 'Colleague', 'Dr Jones'], [at('clear'), 'clear', 'quiet']);
    expect(applyDocumentPatch(letter, patch, contentHashOf(edited))).toEqual({
      kind: 'applied',
      content: edited,
    });
  });

  it('is exact beyond ASCII, and never cuts a character outside the BMP in two', () => {
    const from = '<p>Café – 😀 résumé</p>';
    const to = '<p>Café — 😀😁 résumé</p>';
    expect(applyDocumentPatch(from, edits([8, '–', '—'], [12, '', '😁']), contentHashOf(to))).toEqual({
      kind: 'applied',
      content: to,
    });
    // 😀 is \ud83d\ude00 at 10-11: an edit between its halves, or of one half, is refused.
    expect(applyDocumentPatch(from, edits([11, '\ude00', '\ude01']))).toEqual(splitsCharacter);
    expect(applyDocumentPatch(from, edits([11, '', 'x']))).toEqual(splitsCharacter);
    expect(applyDocumentPatch(from, edits([10, '😀', '\ud83d']))).toEqual(splitsCharacter);
    expect(applyDocumentPatch(from, edits([10, '😀', '😁']))).toEqual({
      kind: 'applied',
      content: from.replace('😀', '😁'),
    });
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

  it('refuses an edit past the end (issue 34: it was appended), and takes one at the end', () => {
    expect(applyDocumentPatch(letter, edits([letter.length + 1, '', '<p>PS</p>']))).toEqual(
      refused(messages.editPastEnd),
    );
    expect(applyDocumentPatch(letter, edits([letter.length, '', '<p>PS</p>']))).toEqual({
      kind: 'applied',
      content: `${letter}<p>PS</p>`,
    });
  });

  it('refuses what is neither format, and a result beyond 5,000,000 characters; the empty patch changes nothing', () => {
    const malformed = refused(messages.malformedPatch);
    for (const text of [
      'the whole letter',
      '{}',
      ' []',
      '[[1, 2, 3]]',
      '[[-1, "", "x"]]',
      '[[1.5, "", ""]]',
      '[[',
    ])
      expect(applyDocumentPatch(letter, text)).toEqual(malformed);
    expect(applyDocumentPatch(letter, edits([0, '', 'a'.repeat(5_000_000)]))).toEqual(
      refused(messages.documentTooLong),
    );
    expect(applyDocumentPatch(letter, '', contentHashOf(letter))).toEqual({
      kind: 'applied',
      content: letter,
    });
  });
});

describe('patchContent as diff-match-patch patch text', () => {
  it('applies what patch_make and patch_toText write, hunk after hunk', () => {
    const edited = letter.replace('Dear Colleague', 'Dear Dr Jones').replace('clear', 'quiet and clear');
    const text = patchToText(patchMake(letter, edited));
    expect(text.match(/^@@ /gm)).toHaveLength(2);
    expect(applyDocumentPatch(letter, text, contentHashOf(edited))).toEqual({
      kind: 'applied',
      content: edited,
    });
  });

  it('never applies approximately: diff-match-patch would place a hunk nearby, the server refuses it', () => {
    const edited = letter.replace('clear', 'quiet');
    const text = patchToText(patchMake(letter, edited));
    const moved = `<p>A new first line.</p>${letter}`;
    const [fuzzy] = patchApply(patchMake(letter, edited), moved) as [string, boolean[]];
    expect(fuzzy).toBe(`<p>A new first line.</p>${edited}`);
    expect(applyDocumentPatch(moved, text)).toEqual({ kind: 'mismatch' });
    // Its context is four characters either side: one of them changed is enough to refuse it.
    expect(text).toBe('@@ -51,13 +51,13 @@\n was \n-clear\n+quiet\n .%3C/p\n');
    expect(applyDocumentPatch(letter.replace('was clear', 'wos clear'), text)).toEqual({ kind: 'mismatch' });
  });

  it('takes a hunk’s place as the text the hunks before it left, in either numbering of its -a', () => {
    // Each hunk deletes 'ab' and inserts 'xyz': the second is at 6 once the first has grown the text.
    const base = 'ab---ab---';
    const rolling = `${hunk(0, 'ab', 'xyz')}${hunk(6, 'ab', 'xyz')}`;
    const unified = rolling.replace('@@ -7,2 +7,3 @@', '@@ -6,2 +7,3 @@');
    expect(unified).not.toBe(rolling);
    for (const text of [rolling, unified])
      expect(applyDocumentPatch(base, text)).toEqual({ kind: 'applied', content: 'xyz---xyz---' });
    expect(applyDocumentPatch(base, rolling.replace('@@ -7,2 +7,3 @@', '@@ -2,2 +7,3 @@'))).toEqual(
      refused(messages.malformedPatch),
    );
  });

  it('refuses patch text whose header and lines disagree or that does not decode', () => {
    const malformed = refused(messages.malformedPatch);
    for (const text of [
      '@@ -1,3 +1,2 @@\n-ab\n+x\n',
      '@@ -1,2 +1,2 @@\n-ab\n+x\n',
      '@@ junk\n',
      '@@ -1,2 +1,2 @@\n*ab\n',
      '@@ -1,3 +1,3 @@\n-%ED%A0%BDx\n+%ED%A0%BDy\n',
    ])
      expect(applyDocumentPatch('abc', text)).toEqual(malformed);
  });

  it('never cuts a character outside the BMP in two', () => {
    // 'a😀b': the pair is at 1-2.
    expect(applyDocumentPatch('a😀b', hunk(2, '', 'x'))).toEqual(splitsCharacter);
    expect(applyDocumentPatch('a😀b', '@@ -2,1 +2,1 @@\n-\ude00\n+\ude01\n')).toEqual(splitsCharacter);
    expect(applyDocumentPatch('abc', '@@ -2,1 +2,1 @@\n-b\n+\ud83d\n')).toEqual(splitsCharacter);
    expect(applyDocumentPatch('a😀b', hunk(1, '😀', '😁'))).toEqual({ kind: 'applied', content: 'a😁b' });
  });

  it(`lets a hunk start up to ${hunkReachBack} characters before where the hunks before it reached`, () => {
    const base = 'x'.repeat(3000);
    const written = 'y'.repeat(2000);
    const first = hunk(0, 'x', written);
    const back = 2000 - hunkReachBack;
    expect(applyDocumentPatch(base, first + hunk(back, 'y', 'z'))).toEqual({
      kind: 'applied',
      content: `${'y'.repeat(back)}z${'y'.repeat(hunkReachBack - 1)}${'x'.repeat(2999)}`,
    });
    expect(applyDocumentPatch(base, first + hunk(back - 1, 'y', 'z'))).toEqual(
      refused(messages.hunkReachesBack(hunkReachBack)),
    );
    // What it finds there is what the first hunk wrote, not the base.
    expect(applyDocumentPatch(base, first + hunk(back, 'x', 'z'))).toEqual({ kind: 'mismatch' });
  });

  it('still lets a hunk reach back that far after hunks deleted what the ones before them wrote', () => {
    const base = Array.from({ length: 6000 }, (_, index) => String.fromCharCode(97 + (index % 26))).join('');
    let current = base;
    let reached = 0;
    let text = '';
    const add = (at: number, length: number, after: string) => {
      const before = current.slice(at, at + length);
      text += hunk(at, before, after);
      current = current.slice(0, at) + after + current.slice(at + length);
      reached = Math.max(reached, at + length) + after.length - length;
    };
    add(3000, 0, 'y'.repeat(3000));
    for (const mark of ['1', '2', '3', '4']) add(reached - hunkReachBack, 1100, mark);
    expect(applyDocumentPatch(base, text)).toEqual({ kind: 'applied', content: current });
  });
});

describe('both formats, property-tested over characters outside the BMP', () => {
  // Shared high halves (😀 😁, 𝔸 𝔹) are where code-unit diffs cut pairs in two.
  const character = fc.oneof(
    fc.constantFrom('a', 'b', '<', '>', ' ', 'é', '😀', '😁', '𝔸', '𝔹'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );
  const text = fc.string({ unit: character, maxLength: 40 });

  it('the client’s edits between code points, and a patch_make patch between code points, give exactly next', () => {
    fc.assert(
      fc.property(text, text, (base, next) => {
        const hash = contentHashOf(next);
        expect(applyDocumentPatch(base, codePointEdits(base, next), hash)).toEqual({
          kind: 'applied',
          content: next,
        });
        expect(applyDocumentPatch(base, codePointPatchText(base, next), hash)).toEqual({
          kind: 'applied',
          content: next,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('hunks that reach back into what earlier hunks wrote give what applying them one by one gives', () => {
    const step = fc.record({
      back: fc.nat(1300),
      forward: fc.nat(200),
      // Now and then a long deletion, which leaves less written text to reach back into.
      length: fc.oneof(fc.nat(12), fc.nat(1500)),
      inserted: fc.string({ unit: character, maxLength: 12 }),
    });
    const long = fc.string({ unit: character, minLength: 200, maxLength: 5000, size: 'max' });
    fc.assert(
      fc.property(long, fc.array(step, { maxLength: 10 }), (base, steps) => {
        let current = base;
        let reached = 0;
        let reachedTooFar = false;
        let text = '';
        for (const { back, forward, length, inserted } of steps) {
          let start = Math.min(current.length, Math.max(0, reached - back + forward));
          if (splitsPairAt(current, start)) start -= 1;
          let end = Math.min(current.length, start + length);
          if (splitsPairAt(current, end)) end += 1;
          reachedTooFar ||= start < reached - hunkReachBack;
          const before = current.slice(start, end);
          text += hunk(start, before, inserted);
          current = current.slice(0, start) + inserted + current.slice(end);
          reached = Math.max(reached, end) + inserted.length - before.length;
        }
        expect(applyDocumentPatch(base, text)).toEqual(
          reachedTooFar
            ? refused(messages.hunkReachesBack(hunkReachBack))
            : { kind: 'applied', content: current },
        );
      }),
      { numRuns: 300 },
    );
  });
});
