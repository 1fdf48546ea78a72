/**
 * The long letter of the letter-view benches (letter-view.bench.ts, browser/letter-view.page.ts):
 * `tests/fixtures/letters/word-twenty-pages.html`, a 20-page clinic letter as Word's "Save as Web
 * Page" writes it (about 10,400 words, a results table every other page, headings, lists, Word's
 * styles, comments and `<o:p>`). Each bench imports the file itself (Node: esbuild's text loader;
 * the browser: Vite's `?raw`) and gives it to these helpers.
 */

/** The section the benches edit and type into: the 10th of the letter's 20 `<h2>` reviews. */
export const middleSection = 9;

/** Where the text of the first paragraph after the middle heading starts, in the letter's HTML. */
function middleParagraphText(letter: string): number {
  let heading = -1;
  for (let count = 0; count <= middleSection; count += 1) heading = letter.indexOf('<h2', heading + 1);
  if (heading < 0) throw new Error('the letter has fewer headings than the bench needs');
  const paragraph = letter.indexOf('<p ', heading);
  return letter.indexOf('>', paragraph) + 1;
}

/** The letter with the first word of the middle paragraph replaced: a one-word edit, as stored. */
export function oneWordEdit(letter: string, replacement = 'Reviewed'): string {
  const start = middleParagraphText(letter);
  const end = start + (/^[A-Za-z]+/.exec(letter.slice(start))?.[0].length ?? 0);
  if (end === start) throw new Error('the middle paragraph does not start with a word');
  return letter.slice(0, start) + replacement + letter.slice(end);
}
