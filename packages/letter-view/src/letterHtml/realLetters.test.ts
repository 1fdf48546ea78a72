/**
 * Real letters (issue 30): each letter of `tests/fixtures/letters`, opened as the editor opens it.
 * Saved untouched, it sends nothing; a one-word edit stores exactly the letter with that word
 * changed (compared as the browser's DOM: every element, attribute, text and comment), in the body
 * text and in a table cell. The same letters are typed into in Chromium: realLetters.browser.test.tsx.
 */
import { TextSelection } from 'prosemirror-state';
import { EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { createDocumentSaver, createMemoryEditJournal } from '../documentSaver';
import { openLetter } from './openedLetter';
import {
  domDifference,
  parsedDocument,
  positionOf,
  realLetters,
  replacementWord,
  withWordReplaced,
  wordToEdit,
} from './realLetters.support';

/** The letter with `word` retyped as `replacementWord`, as the editor stores it. */
function storedAfterEditing(html: string, word: string): string {
  const opened = openLetter(html);
  const from = positionOf(opened.doc, word);
  const state = EditorState.create({ doc: opened.doc });
  const edited = state.apply(
    state.tr.setSelection(TextSelection.create(state.doc, from, from + word.length)).insertText(replacementWord),
  );
  return opened.serverHtmlOf(edited.doc);
}

describe('the corpus', () => {
  it('holds at least 30 letters', () => {
    expect(realLetters.length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(realLetters)('$name', ({ html }) => {
  it('opens, and saved untouched sends nothing', async () => {
    const opened = openLetter(html);
    expect(opened.serverHtmlOf(opened.doc)).toBe(html);
    const sent: unknown[] = [];
    const saver = createDocumentSaver({
      letterId: 1,
      saved: { documentId: 1, version: 1, html, patchNumber: 2 },
      read: () => opened.serverHtmlOf(opened.doc),
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
    const word = wordToEdit(html, openLetter(html).doc);
    if (!word) throw new Error('no word of the letter to edit');
    const stored = storedAfterEditing(html, word);
    expect(domDifference(parsedDocument(stored), withWordReplaced(html, word, replacementWord))).toBeUndefined();
  });

  const cellWord = wordToEdit(html, openLetter(html).doc, { inTable: true });
  it.runIf(cellWord !== undefined)('stores a one-word edit in a table cell the same way', () => {
    const stored = storedAfterEditing(html, cellWord as string);
    expect(domDifference(parsedDocument(stored), withWordReplaced(html, cellWord as string, replacementWord))).toBeUndefined();
  });
});
