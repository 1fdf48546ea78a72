/**
 * Real letters typed into in Chromium (issue 30): each letter of `tests/fixtures/letters` is opened
 * in `LetterEditor`, saved untouched (nothing changes), then a word of it is selected and retyped
 * with the keyboard; the HTML the editor gives for the server must be exactly the letter with that
 * word changed, compared as the browser's DOM. realLetters.test.ts does the same in jsdom.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor';
import { parseLetterHtml } from './letterHtml';
import {
  domDifference,
  parsedDocument,
  realLetters,
  replacementWord,
  withWordReplaced,
  wordToEdit,
} from './realLetters.support';

afterEach(cleanup);

function openInEditor(html: string) {
  const handle = createRef<LetterEditorHandle>();
  const { container } = render(<LetterEditor ref={handle} initialHtml={html} />);
  const editor = () => {
    if (!handle.current) throw new Error('no editor handle');
    return handle.current;
  };
  const textbox = container.querySelector('[role="textbox"]') as HTMLElement;
  return { editor, textbox };
}

/** Selects `word` where the editor shows it, as a double click on it would. */
function selectShownWord(textbox: HTMLElement, word: string) {
  const walker = document.createTreeWalker(textbox, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = (node.nodeValue ?? '').search(new RegExp(`\\b${word}\\b`));
    if (index < 0) continue;
    textbox.focus();
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + word.length);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return;
  }
  throw new Error(`"${word}" is not shown`);
}

/** Nothing the editor shows runs or loads from elsewhere (docs/architecture.md, "Security"). */
function expectNothingRunsOrLoads(textbox: HTMLElement) {
  expect(textbox.querySelector('script, iframe, frame, object, embed, form, input, style, link')).toBeNull();
  for (const element of Array.from(textbox.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      expect(value).not.toMatch(/^\s*javascript:/i);
    }
    expect(element.getAttribute('style') ?? '').not.toMatch(/url\(\s*["']?(?!data:image\/)/i);
    if (element.localName === 'img') expect(element.getAttribute('src') ?? '').toMatch(/^(data:image\/|$)/);
  }
}

describe.each(realLetters)('$name in Chromium', ({ html }) => {
  it('opens unchanged, shows nothing that runs or loads, and a word retyped is the only change stored', async () => {
    const { editor, textbox } = openInEditor(html);
    expect(editor().getHtml()).toBe(html);
    expectNothingRunsOrLoads(textbox);
    const word = wordToEdit(html, parseLetterHtml(html));
    if (!word) throw new Error('no word of the letter to edit');
    selectShownWord(textbox, word);
    await userEvent.keyboard(replacementWord);
    await waitFor(() => expect(editor().getText()).toContain(replacementWord), { timeout: 30_000 });
    const expected = withWordReplaced(html, word, replacementWord);
    expect(domDifference(parsedDocument(editor().getHtml()), expected)).toBeUndefined();
    // A twenty-page letter is read, checked and typed into: more than the browser default 15 s when CI is busy.
  }, 120_000);
});

describe('letters as no editor writes them', () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  it('a malformed letter (unclosed tags, stray end tags) reads as the browser reads it', () => {
    const { html } = realLetters.find(({ name }) => name === 'hard-malformed.html') ?? { html: '' };
    const { editor } = openInEditor(html);
    // The text the browser shows of the same HTML, laid out in the page.
    const shown = document.createElement('div');
    shown.innerHTML = parsedDocument(html).body.innerHTML;
    document.body.append(shown);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the reader sees, as the editor shows it
    expect(words(editor().getText())).toEqual(words(shown.innerText));
    shown.remove();
  });

  it('a 5 MB letter opens whole, and a word edited at its end is stored in place', async () => {
    const { html: page } = realLetters.find(({ name }) => name === 'word-twenty-pages.html') ?? { html: '' };
    const body = page.slice(page.indexOf('<div class=WordSection1>'), page.lastIndexOf('</div>') + 6);
    const sections = Array.from({ length: Math.ceil(5_000_000 / body.length) }, () => body).join('\n');
    const html = `${page.slice(0, page.indexOf('<div class=WordSection1>'))}${sections}<p>Final word Quetzalcoatl.</p></body></html>`;
    expect(html.length).toBeGreaterThan(5_000_000);
    const { editor, textbox } = openInEditor(html);
    expect(editor().getHtml()).toBe(html);
    selectShownWord(textbox, 'Quetzalcoatl');
    await userEvent.keyboard(replacementWord);
    // Reading 5 MB back takes a while on a loaded machine: wait for the word, not for a deadline.
    await waitFor(() => expect(editor().getText()).toContain(replacementWord), { timeout: 60_000 });
    expect(editor().getHtml()).toBe(html.replace('Quetzalcoatl', replacementWord));
  }, 180_000);
});

describe('pasting into a letter', () => {
  const clipboardOf = (name: string) => realLetters.find((letter) => letter.name === name)?.html ?? '';
  it.each(['word-paste-bullets.html', 'word-paste-medication-table.html', 'gdocs-table.html'])(
    '%s pastes its lists and tables, without Word’s or Docs’ noise',
    async (name) => {
      const { editor, textbox } = openInEditor('<p>Pasted below:</p><p></p>');
      const empty = textbox.querySelectorAll('p')[1] as HTMLElement;
      textbox.focus();
      document.getSelection()?.collapse(empty, 0);
      const data = new DataTransfer();
      data.setData('text/html', clipboardOf(name));
      data.setData('text/plain', 'pasted');
      textbox.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      const source = parsedDocument(clipboardOf(name));
      await waitFor(() => expect(editor().getText()).not.toBe('Pasted below:\n'));
      const stored = parsedDocument(editor().getHtml());
      expect(stored.querySelectorAll('table')).toHaveLength(source.querySelectorAll('table').length);
      expect(stored.querySelectorAll('tr')).toHaveLength(source.querySelectorAll('tr').length);
      if (name.includes('bullets')) expect(stored.querySelectorAll('ul ul li').length).toBeGreaterThan(0);
      expect(editor().getHtml()).not.toMatch(/mso-|<o:p|class="Mso|docs-internal-guid/);
    },
  );
});
