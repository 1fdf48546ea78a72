/**
 * `@dictation/letter-view`'s autosave (issues 16, 30) in Node: what one save of a one-word edit of a
 * 20-page Word letter with tables sends (the editor stores the letter as it came with that word
 * changed, realLetters.test.ts), against sending the whole document, and what it costs to make (the exact
 * edits found by diff-match-patch, and the SHA-256 of the result, docs/wire-contract.md
 * Documents). Target: the request body is at most 2 % of a whole-document body; a miss fails the
 * file (and `npm run bench`). The same letter typed into in Chromium: browser/letter-view.page.ts.
 *
 * vanilla-extract gets a file scope since esbuild runs without its plugin (the package's index
 * also exports its components).
 */

import { setFileScope } from '@vanilla-extract/css/fileScope';
import twentyPageLetter from '../fixtures/letters/word-twenty-pages.html';
import { defineBenches } from './bench';
import { oneWordEdit } from './letter-view.fixtures';

setFileScope('tests/bench/letter-view.bench.ts');
const { contentHashOf, makeDocumentEdits, rebaseEdits } = await import('@dictation/letter-view');

const targetPercent = 2;
const letter = twentyPageLetter;
const edited = oneWordEdit(letter);
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** The body of `PUT author/documents-patch/update` for the change from `base` to `next`. */
async function patchBody(base: string, next: string): Promise<string> {
  return JSON.stringify({
    documentVersion: 12,
    patchContent: JSON.stringify(makeDocumentEdits(base, next)),
    patchNumber: 13,
    contentHash: await contentHashOf(next),
  });
}

/** The same save if it carried the whole document instead of the edits. */
async function wholeDocumentBody(next: string): Promise<string> {
  return JSON.stringify({
    documentVersion: 12,
    content: next,
    patchNumber: 13,
    contentHash: await contentHashOf(next),
  });
}

const patchBytes = bytes(await patchBody(letter, edited));
const wholeBytes = bytes(await wholeDocumentBody(edited));
const percent = (patchBytes / wholeBytes) * 100;
const bytesLine = `a one-word edit of a 20-page letter sends ${patchBytes} bytes against ${wholeBytes} for the whole document (${percent.toFixed(2)} %, target <= ${targetPercent} %)`;
console.log(`letter-view: ${bytesLine}`);
if (percent > targetPercent) throw new Error(`letter-view: missed the wire target: ${bytesLine}`);

// A conflict: my edit in the middle section, theirs in the first heading, both made on the same version.
const theirs = letter.replace('Review on', 'Amended review on');

export default defineBenches([
  {
    what: `make the save request (edits + SHA-256) for a one-word edit; ${bytesLine}`,
    unit: 'per save',
    ours: () => patchBody(letter, edited),
    baseline: () => wholeDocumentBody(edited),
    baselineName: 'the whole document (+ SHA-256)',
  },
  {
    what: 'place my one-word edit into a version changed elsewhere (a 409 resolved), 20 pages',
    unit: 'per conflict',
    ours: () => rebaseEdits(letter, edited, theirs),
  },
]);
