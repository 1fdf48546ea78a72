/**
 * Real letters (issue 30): each letter of `tests/fixtures/letters`, opened as the editor opens it.
 * Saved untouched, it sends nothing; a one-word edit stores exactly the letter with that word
 * changed (compared as the browser's DOM: every element, attribute, text and comment), in the body
 * text and in a table cell. The same letters are typed into in Chromium: realLetters.browser.test.tsx.
 */
import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { createDocumentSaver, createMemoryEditJournal } from '../documentSaver';
import { type OpenedLetter, openLetter } from './openedLetter';
import {
  domDifference,
  parsedDocument,
  positionOf,
  realLetters,
  replacementWord,
  withWordReplaced,
  wordToEdit,
} from './realLetters.support';

/** Each letter opened once: the 20-page one takes seconds to read in jsdom. */
const openedLetters = new Map<string, OpenedLetter>();
const opened = (html: string) => {
  let letter = openedLetters.get(html);
  if (!letter) {
    letter = openLetter(html);
    openedLetters.set(html, letter);
  }
  return letter;
};

/** The letter with `word` retyped as `replacementWord`, as the editor stores it. */
function storedAfterEditing(html: string, word: string): string {
  const letter = opened(html);
  const from = positionOf(letter.doc, word);
  const state = EditorState.create({ doc: letter.doc });
  const edited = state.apply(
    state.tr
      .setSelection(TextSelection.create(state.doc, from, from + word.length))
      .insertText(replacementWord),
  );
  return letter.serverHtmlOf(edited.doc);
}

/** Stores a one-word edit of a word found by `find`, and compares it with the letter with that word changed. */
function expectOnlyWordChanged(html: string, options: { inTable?: boolean } = {}) {
  const word = wordToEdit(html, opened(html).doc, options);
  if (!word) throw new Error('no word of the letter to edit');
  const stored = storedAfterEditing(html, word);
  expect(
    domDifference(parsedDocument(stored), withWordReplaced(html, word, replacementWord)),
  ).toBeUndefined();
}

describe('the corpus', () => {
  it('holds at least 30 letters', () => {
    expect(realLetters.length).toBeGreaterThanOrEqual(30);
  });
});

// jsdom reads a 20-page letter in seconds, where Chromium takes a fraction of one.
describe.each(realLetters)('$name', { timeout: 60_000 }, ({ html }) => {
  it('opens, and saved untouched sends nothing', async () => {
    const letter = opened(html);
    expect(letter.serverHtmlOf(letter.doc)).toBe(html);
    const sent: unknown[] = [];
    const saver = createDocumentSaver({
      letterId: 1,
      saved: { documentId: 1, version: 1, html, patchNumber: 2 },
      read: () => letter.serverHtmlOf(letter.doc),
      send: async (_id, patch) => {
        sent.push(patch);
        return { documentVersion: 2, newPatchNumber: 3 };
      },
      journal: createMemoryEditJournal(),
    });
    saver.change();
    await saver.flush();
    saver.dispose();
    expect(sent).toEqual([]);
  });

  it('stores a one-word edit as the letter with exactly that word changed', () => {
    expectOnlyWordChanged(html);
  });

  const cellWord = /<t[dh][\s>]/i.test(html)
    ? wordToEdit(html, opened(html).doc, { inTable: true })
    : undefined;
  it.runIf(cellWord !== undefined)('stores a one-word edit in a table cell the same way', () => {
    expectOnlyWordChanged(html, { inTable: true });
  });
});
