import { DOMParser, DOMSerializer, Fragment, type Mark, type Node, Slice } from 'prosemirror-model';
import { sanitizeServerHtml } from '../sanitizeServerHtml';
import { letterSchema } from './letterSchema';

const parser = DOMParser.fromSchema(letterSchema);
const serializer = DOMSerializer.fromSchema(letterSchema);

/** A document without tags: the speech recogniser's plain text, one paragraph per line. */
function plainTextToHtml(text: string): string {
  const container = globalThis.document.createElement('div');
  for (const line of text.split(/\r?\n/)) {
    const paragraph = globalThis.document.createElement('p');
    paragraph.textContent = line;
    container.append(paragraph);
  }
  return container.innerHTML;
}

/**
 * The editor's document of server HTML: sanitized (DOMPurify), then read through the letter
 * schema, which keeps only what a letter is made of. Spaces are kept as typed; line breaks in the
 * HTML source are not text.
 */
export function parseLetterHtml(html: string): Node {
  const source = /^\s*</.test(html) || html.trim() === '' ? html : plainTextToHtml(html);
  const container = globalThis.document.createElement('div');
  container.innerHTML = sanitizeServerHtml(source);
  return parser.parse(container, { preserveWhitespace: true });
}

/**
 * The canonical HTML of a document (docs/wire-contract.md, Documents): what the schema writes,
 * escaped as `innerHTML` does. Parsing it again and serializing gives the same string, so an
 * untouched letter never produces a change.
 */
export function serializeLetterHtml(document: Node): string {
  const container = globalThis.document.createElement('div');
  container.append(serializer.serializeFragment(document.content, { document: globalThis.document }));
  return container.innerHTML;
}

/** The letter's text, a line per block (Copy text, Text magic). */
export function letterText(document: Node): string {
  const lines: string[] = [];
  document.descendants((node) => {
    if (!node.isTextblock) return true;
    lines.push(node.textBetween(0, node.content.size, '\n', '\n'));
    return false;
  });
  return lines.join('\n');
}

/**
 * Plain text as a slice to insert at a cursor: a blank line starts a new paragraph, a single line
 * break is a line break. The first and last paragraphs are open, so they join the block the
 * cursor is in (a one-paragraph text goes inline, as if typed), with the marks typed text would get.
 */
export function plainTextSlice(text: string, marks: readonly Mark[] = []): Slice {
  const { paragraph, hard_break } = letterSchema.nodes;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''));
  while (paragraphs.length > 0 && paragraphs[0] === '') paragraphs.shift();
  while (paragraphs.length > 0 && paragraphs[paragraphs.length - 1] === '') paragraphs.pop();
  if (paragraphs.length === 0) return Slice.empty;
  const blocks = paragraphs.map((block) =>
    paragraph.create(
      null,
      block
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [hard_break.create()] : []),
          ...(line ? [letterSchema.text(line, marks)] : []),
        ]),
    ),
  );
  return new Slice(Fragment.from(blocks), 1, 1);
}
