/**
 * The corpus of real-world letters (`tests/fixtures/letters`: Word, Outlook, LibreOffice, Google
 * Docs, speech recognition, letterhead templates; see its README) and what the letter tests check
 * with each, in jsdom and in Chromium alike.
 */
import type { Node } from 'prosemirror-model';

const files = import.meta.glob<string>('../../../../tests/fixtures/letters/*.{html,txt}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every letter of the corpus, by file name. */
export const realLetters: readonly { name: string; html: string }[] = Object.entries(files)
  .map(([path, html]) => ({ name: path.slice(path.lastIndexOf('/') + 1), html }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The word put in place of the one edited: letters only, in no letter of the corpus. */
export const replacementWord = 'Xylophonist';

/** A DOM of HTML as a browser parses it (a whole document or a fragment), in an inert document. */
export const parsedDocument = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

function textNodesOf(document: Document): Text[] {
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

const occurrences = (text: string, word: string) => text.split(new RegExp(`\\b${word}\\b`)).length - 1;

/**
 * A word to edit: one that the letter's text holds once (in the editor and in the browser's DOM,
 * inside a single text node), of four or more letters, taken from the middle of the letter so the
 * edit is not at an edge. `inTable` asks for one inside a table cell (a value such as 142 will do).
 */
export function wordToEdit(html: string, doc: Node, options: { inTable?: boolean } = {}): string | undefined {
  const dom = parsedDocument(html);
  const domText = dom.body.textContent ?? '';
  const editorText = doc.textBetween(0, doc.content.size, '\n', '\n');
  const candidates: string[] = [];
  doc.descendants((node, position) => {
    if (!node.isText) return true;
    const $position = doc.resolve(position);
    const inCell = Array.from({ length: $position.depth }, (_, depth) => $position.node(depth + 1)).some(
      (ancestor) => ancestor.type.spec.tableRole === 'cell' || ancestor.type.spec.tableRole === 'header_cell',
    );
    // Words of letters, or in a cell also values such as 142 or 60-110.
    const pattern = options.inTable ? /\b[A-Za-z0-9]{3,}\b/g : /\b[A-Za-z]{4,}\b/g;
    if (!options.inTable || inCell) candidates.push(...(node.text?.match(pattern) ?? []));
    return false;
  });
  const unique = candidates.filter(
    (word) =>
      word !== replacementWord &&
      occurrences(editorText, word) === 1 &&
      occurrences(domText, word) === 1 &&
      textNodesOf(dom).some((text) => occurrences(text.data, word) === 1),
  );
  return unique[Math.floor(unique.length / 2)];
}

/** Where `word` starts in the editor's document. */
export function positionOf(doc: Node, word: string): number {
  let found = -1;
  doc.descendants((node, position) => {
    if (found >= 0) return false;
    const index = node.isText ? (node.text?.search(new RegExp(`\\b${word}\\b`)) ?? -1) : -1;
    if (index >= 0) found = position + index;
    return found < 0;
  });
  if (found < 0) throw new Error(`"${word}" is not in the letter`);
  return found;
}

/** The browser's DOM of `html` with `word` (once, in one text node) made `replacement`. */
export function withWordReplaced(html: string, word: string, replacement: string): Document {
  const dom = parsedDocument(html);
  const text = textNodesOf(dom).find((node) => occurrences(node.data, word) === 1);
  if (!text) throw new Error(`"${word}" is not in one text node`);
  text.data = text.data.replace(new RegExp(`\\b${word}\\b`), replacement);
  return dom;
}

/**
 * Where two DOMs differ (`undefined` when they are the same): node kinds, names, every attribute
 * and its value (in any order), text and comments, all the way down.
 */
export function domDifference(
  actual: globalThis.Node,
  expected: globalThis.Node,
  path = '',
): string | undefined {
  const here = `${path}/${expected.nodeName}`;
  if (actual.nodeType !== expected.nodeType || actual.nodeName !== expected.nodeName)
    return `${here}: ${actual.nodeName} instead of ${expected.nodeName}`;
  if (actual.nodeType === 3 || actual.nodeType === 8)
    return actual.nodeValue === expected.nodeValue
      ? undefined
      : `${here}: ${JSON.stringify(actual.nodeValue)} instead of ${JSON.stringify(expected.nodeValue)}`;
  if (actual.nodeType === 1) {
    const attributesOf = (node: globalThis.Node) =>
      Object.fromEntries(
        Array.from((node as Element).attributes, (attribute) => [attribute.name, attribute.value]),
      );
    const a = attributesOf(actual);
    const e = attributesOf(expected);
    for (const name of new Set([...Object.keys(a), ...Object.keys(e)]))
      if (a[name] !== e[name])
        return `${here}[${name}]: ${JSON.stringify(a[name])} instead of ${JSON.stringify(e[name])}`;
  }
  const actualChildren = Array.from(actual.childNodes);
  const expectedChildren = Array.from(expected.childNodes);
  if (actualChildren.length !== expectedChildren.length)
    return `${here}: ${actualChildren.length} children instead of ${expectedChildren.length}`;
  for (const [index, child] of expectedChildren.entries()) {
    const difference = domDifference(actualChildren[index] as globalThis.Node, child, `${here}[${index}]`);
    if (difference) return difference;
  }
  return undefined;
}
