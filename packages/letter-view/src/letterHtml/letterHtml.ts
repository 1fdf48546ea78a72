import { DOMParser, Fragment, type Mark, type Node, Slice } from 'prosemirror-model';
import { wrapLooseText } from './htmlStructure';
import { letterSchema } from './letterSchema';
import { type HtmlShape, type RenderMode, shapeOfMark, shapeOfNode } from './renderHtml';
import { sanitizedLetterFragment } from './sanitize';

const parser = DOMParser.fromSchema(letterSchema);

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
 * The editor's document of server HTML: sanitized (DOMPurify, `sanitize.ts`) into an inert
 * fragment, loose text wrapped (`htmlStructure.ts`), then read through the letter schema, which
 * keeps everything it reads. Whitespace is read as a browser shows it (runs collapse, line breaks in
 * the source are spaces); the writer keeps typed runs of spaces as non-breaking ones.
 */
/**
 * Whether a document is HTML: it starts with a tag, or holds an element a letter is written with
 * (a recogniser's `Dear Dr Smith,<br>...` starts with text). Otherwise it is plain text, where
 * `BP 120 < 140` is text.
 */
const isHtml = (text: string) =>
  /^\s*</.test(text) ||
  /<\/?(?:p|br|div|span|b|i|u|em|strong|font|table|tr|td|ul|ol|li|h[1-6]|a|img|hr|sup|sub)\b[^<>]*>/i.test(
    text,
  );

export function parseLetterHtml(html: string): Node {
  const source = isHtml(html) || html.trim() === '' ? html : plainTextToHtml(html);
  const fragment = sanitizedLetterFragment(source);
  wrapLooseText(fragment);
  return parser.parse(fragment);
}

/**
 * The text of a textblock as HTML keeps it: a space that starts a line, ends the block or follows
 * another space becomes a non-breaking one, or a browser (and the parser) would collapse it.
 */
function keepSpaces(block: Node): Fragment {
  if (block.type.spec.whitespace === 'pre') return block.content;
  const nodes: Node[] = [];
  /** The character written before ('' at the start of a line). */
  let previous = '';
  block.content.forEach((child, _offset, index) => {
    if (!child.isText) {
      nodes.push(child);
      previous = child.type.name === 'hard_break' ? '' : '\ufffc';
      return;
    }
    const text = child.text ?? '';
    const lastOfBlock = index === block.childCount - 1;
    let kept = '';
    for (let position = 0; position < text.length; position += 1) {
      let character = text[position] ?? '';
      const atEnd = lastOfBlock && position === text.length - 1;
      if (character === ' ' && (previous === '' || previous === ' ' || atEnd)) character = '\u00a0';
      kept += character;
      previous = character;
    }
    nodes.push(letterSchema.text(kept, child.marks));
  });
  return Fragment.from(nodes);
}

const textEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' };
const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '\u00a0': '&nbsp;' };
/** Text and attribute values escaped as the HTML serialization algorithm (`innerHTML`) escapes them. */
const escapeText = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (character) => textEscapes[character] ?? character);
const escapeAttribute = (value: string) =>
  value.replace(/[&"\u00a0]/g, (character) => attributeEscapes[character] ?? character);

/** Elements without content or end tag. */
const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function openTag(shape: HtmlShape): string {
  let tag = `<${shape.tag}`;
  for (const [name, value] of Object.entries(shape.attributes)) tag += ` ${name}="${escapeAttribute(value)}"`;
  return `${tag}>`;
}

/** An element of `shape` around `content` (kept HTML first, text in place of content if it has one). */
function element(shape: HtmlShape, content: string): string {
  if (shape.bare) return shape.keptHtml ?? '';
  if (voidTags.has(shape.tag)) return openTag(shape);
  const inner = (shape.keptHtml ?? '') + (shape.text !== undefined ? escapeText(shape.text) : content);
  // The HTML parser drops a newline right after <pre>'s start tag: a leading one is written twice.
  const kept = shape.tag === 'pre' && inner.startsWith('\n') ? `\n${inner}` : inner;
  return `${openTag(shape)}${kept}</${shape.tag}>`;
}

/**
 * Writes letters as HTML text, as `mode` says (renderHtml.ts): one canonical form, whatever the
 * browser (its own serializer's escaping has changed over the years), and without building a DOM.
 * Textblocks keep their spaces; blocks holding blocks (a cell, a list item, a quote, not the
 * letter itself) write a paragraph the parser made for loose text without a tag, unless the
 * paragraph before it was written so too (the two would run together) or it is an empty one among
 * others; table rows go back into their `thead`, `tbody` or
 * `tfoot`; marks nest as ProseMirror's own serializer nests them.
 */
function createWriter(mode: RenderMode) {
  function writeInline(block: Node): string {
    let html = '';
    const open: Mark[] = [];
    const closeTo = (depth: number) => {
      while (open.length > depth) html += `</${shapeOfMark(open.pop() as Mark, mode).tag}>`;
    };
    keepSpaces(block).forEach((child) => {
      let common = 0;
      while (
        common < open.length &&
        common < child.marks.length &&
        open[common]?.eq(child.marks[common] as Mark)
      )
        common += 1;
      closeTo(common);
      for (const mark of child.marks.slice(common)) {
        html += openTag(shapeOfMark(mark, mode));
        open.push(mark);
      }
      html += child.isText ? escapeText(child.text ?? '') : element(shapeOfNode(child, mode), '');
    });
    closeTo(0);
    return html;
  }

  function writeBlocks(parent: Node): string {
    let html = '';
    let taglessBefore = false;
    parent.forEach((child) => {
      const implicit = child.type.name === 'paragraph' && child.attrs.tag === null;
      // Never at the top: a letter of loose text alone, written without a tag, would read back as
      // plain text (a paragraph per line) instead of HTML.
      const tagless =
        implicit &&
        mode === 'wire' &&
        parent.type.name !== 'doc' &&
        !taglessBefore &&
        (child.content.size > 0 || parent.childCount === 1);
      html += tagless ? writeInline(child) : writeNode(child);
      taglessBefore = tagless;
    });
    return html;
  }

  function writeTable(table: Node): string {
    let rows = '';
    let section: string | undefined;
    table.forEach((row) => {
      const name = mode === 'display' ? 'tbody' : (row.attrs.section as string);
      if (name !== section) {
        if (section) rows += `</${section}>`;
        rows += `<${name}>`;
        section = name;
      }
      rows += writeNode(row);
    });
    if (section) rows += `</${section}>`;
    return element(shapeOfNode(table, mode), rows);
  }

  function writeNode(node: Node): string {
    if (node.type.name === 'table') return writeTable(node);
    const shape = shapeOfNode(node, mode);
    if (node.isTextblock) return element(shape, writeInline(node));
    if (node.isLeaf) return element(shape, '');
    if (node.type.contentMatch.matchType(letterSchema.nodes.paragraph))
      return element(shape, writeBlocks(node));
    let content = '';
    node.forEach((child) => {
      content += writeNode(child);
    });
    return element(shape, content);
  }

  return writeBlocks;
}

const writers: Record<RenderMode, (doc: Node) => string> = {
  wire: createWriter('wire'),
  display: createWriter('display'),
};

/**
 * The HTML of a document. `wire` (the default) is what the server is sent: everything the letter
 * came with, in one canonical form (docs/wire-contract.md, Documents); reading it again and writing
 * it gives the same string. `display` is what may be shown in a page, printed or copied.
 */
export function serializeLetterHtml(document: Node, mode: RenderMode = 'wire'): string {
  return writers[mode](document);
}

/** The canonical form of server HTML: what the editor writes for it untouched. */
export const canonicalLetterHtml = (html: string): string => serializeLetterHtml(parseLetterHtml(html));

/**
 * The letter's text (Copy text, Text magic): a line per block; a table row is one line, its
 * cells separated by tabs, as a word processor copies it.
 */
export function letterText(document: Node): string {
  const lines: string[] = [];
  const cellText = (cell: Node) => {
    const parts: string[] = [];
    cell.descendants((node) => {
      if (!node.isTextblock) return true;
      parts.push(node.textBetween(0, node.content.size, ' ', ' '));
      return false;
    });
    return parts.join(' ');
  };
  document.descendants((node) => {
    if (node.type.name === 'table_row') {
      const cells: string[] = [];
      node.forEach((cell) => {
        cells.push(cellText(cell));
      });
      lines.push(cells.join('\t'));
      return false;
    }
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
