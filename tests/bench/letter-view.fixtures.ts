/**
 * A long letter for the letter-view benches (letter-view.bench.ts, browser/letter-view.page.ts):
 * 20 pages of about 500 words (spec 001's editor page: 680 px, Arial 12 pt), in the canonical HTML
 * the server stores (paragraphs, a heading and a list per page, a few bold and italic words,
 * non-ASCII text), the same on every run.
 */

const words = (
  'patient seen clinic today history of hypertension and type 2 diabetes reviewed medication ' +
  'blood pressure 142/88 mmHg pulse regular chest clear heart sounds normal abdomen soft ' +
  'non-tender no oedema café-au-lait macule noted – plan repeat bloods HbA1c renal function ' +
  'lipids in six weeks continue ramipril 5 mg atorvastatin 20 mg metformin 500 mg twice daily ' +
  'advised to reduce salt intake increase exercise stop smoking review in the clinic with results'
).split(' ');

export const letterPages = 20;
export const wordsPerPage = 500;

/** A deterministic word stream (a linear congruential generator), so every run types the same letter. */
function wordStream() {
  let seed = 20_261_125;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return words[seed % words.length] ?? 'patient';
  };
}

/** One page: a heading, four paragraphs, a list of three items; 500 words. */
function page(number: number, next: () => string): string {
  const text = (count: number) => Array.from({ length: count }, next).join(' ');
  const paragraph = (count: number, index: number) => {
    const [first, ...rest] = text(count).split(' ');
    // A bold word in some paragraphs and an italic one in others, as dictated letters have.
    const lead = index % 2 === 0 ? `<strong>${first}</strong>` : `<em>${first}</em>`;
    return `<p>${lead} ${rest.join(' ')}.</p>`;
  };
  return [
    `<h2>Page ${number}</h2>`,
    paragraph(118, 0),
    paragraph(118, 1),
    `<ul>${[0, 1, 2].map(() => `<li><p>${text(12)}</p></li>`).join('')}</ul>`,
    paragraph(118, 2),
    paragraph(108, 3),
  ].join('');
}

/** The 20-page letter (about 70 000 characters of HTML). */
export function longLetter(): string {
  const next = wordStream();
  return Array.from({ length: letterPages }, (_, index) => page(index + 1, next)).join('');
}

/** The word the one-word edit changes: in the middle of the letter (page 10). */
export const editedWord = { before: 'Page 10</h2><p>', replacement: 'Reviewed' };

/** The letter with the first word of page 10's first paragraph replaced: a one-word edit. */
export function oneWordEdit(letter: string): string {
  const start = letter.indexOf(editedWord.before) + editedWord.before.length;
  const wordStart = letter.indexOf('>', start) + 1;
  const wordEnd = letter.indexOf('<', wordStart);
  return letter.slice(0, wordStart) + editedWord.replacement + letter.slice(wordEnd);
}
