/**
 * Pasting from Word, LibreOffice and Google Docs (issue 30): the clipboard HTML of the corpus
 * (`tests/fixtures/letters`, Word's CF_HTML pastes, Google Docs' pastes, LibreOffice's HTML) keeps
 * its tables, lists, emphasis and alignment, and loses its applications' noise.
 */
import type { Node } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { letterText, parseLetterHtml } from './letterHtml';
import { cleanPastedHtml } from './pastedHtml';
import { realLetters } from './realLetters.support';

const letter = (name: string) => {
  const found = realLetters.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no letter ${name} in the corpus`);
  return found.html;
};
const pasted = (name: string) => cleanPastedHtml(letter(name));

const nodesOf = (doc: Node, type: string) => {
  const found: Node[] = [];
  doc.descendants((node) => {
    if (node.type.name === type) found.push(node);
  });
  return found;
};

/** How deep lists go inside each other. */
function listDepth(doc: Node): number {
  let deepest = 0;
  const walk = (node: Node, depth: number) =>
    node.forEach((child) => {
      const isList = child.type.name === 'bullet_list' || child.type.name === 'ordered_list';
      if (isList) deepest = Math.max(deepest, depth + 1);
      walk(child, depth + (isList ? 1 : 0));
    });
  walk(doc, 0);
  return deepest;
}

describe('pasted HTML', () => {
  // Every letter these applications wrote (the 20-page one takes seconds in jsdom and adds nothing).
  it.each(realLetters.filter(({ name }) => /^(word|gdocs|libreoffice|outlook)-(?!twenty)/.test(name)))(
    '$name: no comments, namespaced elements, classes, mso-* or browser-internal styles',
    ({ html }) => {
      const clean = cleanPastedHtml(html);
      expect(clean).not.toMatch(
        /<!--|<o:p|<\/?[a-z]+:[a-z]|class=|mso-|-webkit-|docs-internal-guid|font-variant/i,
      );
    },
  );

  it('Word bullets become a nested list, their bullet characters gone', () => {
    const doc = parseLetterHtml(pasted('word-paste-bullets.html'));
    expect(nodesOf(doc, 'bullet_list').length).toBeGreaterThanOrEqual(2);
    expect(listDepth(doc)).toBe(2);
    const items = nodesOf(doc, 'list_item').map((item) => item.textContent.trim());
    expect(items).toContain('Symptoms have improved since the dose of pregabalin was increased');
    expect(items.every((text) => !/^[·o§]\s/.test(text))).toBe(true);
  });

  it('Word numbered list paragraphs become numbered lists at their three levels', () => {
    const doc = parseLetterHtml(pasted('word-discharge-summary.html'));
    expect(nodesOf(doc, 'ordered_list').length).toBeGreaterThanOrEqual(1);
    expect(listDepth(doc)).toBe(3);
    expect(letterText(doc)).not.toMatch(/^\s*(1\.|a\.|i\.)\s/m);
  });

  it.each(['word-paste-medication-table.html', 'gdocs-table.html', 'libreoffice-results-table.html'])(
    '%s keeps its table, row for row, with its emphasis',
    (name) => {
      const source = new DOMParser().parseFromString(letter(name), 'text/html');
      const doc = parseLetterHtml(pasted(name));
      expect(nodesOf(doc, 'table')).toHaveLength(source.querySelectorAll('table').length);
      expect(nodesOf(doc, 'table_row')).toHaveLength(source.querySelectorAll('tr').length);
      expect(
        nodesOf(doc, 'text').some((text) => text.marks.some((mark) => mark.type.name === 'strong')),
      ).toBe(true);
    },
  );

  it('Google Docs bold, italic and right alignment are kept as a letter writes them', () => {
    const clean = pasted('gdocs-letter.html');
    expect(clean).toMatch(/<strong>/);
    expect(clean).toMatch(/text-align: ?right/);
    const doc = parseLetterHtml(clean);
    expect(nodesOf(doc, 'text').some((text) => text.marks.some((mark) => mark.type.name === 'strong'))).toBe(
      true,
    );
  });

  it('Google Docs nested lists stay nested', () => {
    expect(listDepth(parseLetterHtml(pasted('gdocs-nested-lists.html')))).toBeGreaterThanOrEqual(2);
  });

  it('a pasted script or event handler never reaches the letter', () => {
    const clean = cleanPastedHtml(
      '<p onclick="steal()">x<img src=x onerror="steal()"><script>steal()</script></p>',
    );
    expect(clean).not.toMatch(/steal/);
  });
});
