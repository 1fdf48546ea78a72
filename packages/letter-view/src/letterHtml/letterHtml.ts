import { DOMParser, DOMSerializer, Fragment, type Mark, type Node, Slice } from 'prosemirror-model';
import { wrapLooseText } from './htmlStructure';
import { letterSchema } from './letterSchema';
import { type RenderedHtml, type RenderMode, renderMark, renderNode } from './renderHtml';
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
export function parseLetterHtml(html: string): Node {
  const source = /^\s*</.test(html) || html.trim() === '' ? html : plainTextToHtml(html);
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

/**
 * A DOM of a spec, with every attribute set as it is written. ProseMirror's own `renderSpec` sets
 * `style` through `cssText`, which makes the browser rewrite it and drop what it does not know
 * (every `mso-*` property): fine for the view, not for what the server keeps.
 */
function buildDom(spec: RenderedHtml | string): { dom: globalThis.Node; contentDOM?: HTMLElement } {
  if (typeof spec === 'string') return { dom: globalThis.document.createTextNode(spec) };
  if ((spec as globalThis.Node).nodeType !== undefined) return { dom: spec as globalThis.Node };
  const [tag, ...rest] = spec as readonly [string, ...unknown[]];
  const element = globalThis.document.createElement(tag);
  let contentDOM: HTMLElement | undefined;
  for (const [index, part] of rest.entries()) {
    if (part === 0) contentDOM = element;
    else if (index === 0 && part && typeof part === 'object' && !Array.isArray(part) && !(part as globalThis.Node).nodeType) {
      for (const [name, value] of Object.entries(part as Record<string, string>)) element.setAttribute(name, value);
    } else {
      const child = buildDom(part as RenderedHtml);
      element.append(child.dom);
      contentDOM ??= child.contentDOM;
    }
  }
  return contentDOM ? { dom: element, contentDOM } : { dom: element };
}

/**
 * Writes letters as `mode` says (renderHtml.ts). Textblocks keep their spaces; blocks holding
 * blocks write a paragraph the parser made for loose text without a tag, unless the paragraph
 * before it was written so too (the two would run together) or it is an empty one among others;
 * table rows go back into their `thead`, `tbody` or `tfoot`.
 */
function createWriter(mode: RenderMode) {
  const document = () => globalThis.document;
  const build = (node: Node) => buildDom(renderNode(node, mode));

  const writeInline = (block: Node, target: globalThis.Node) =>
    serializer.serializeFragment(keepSpaces(block), { document: document() }, target as HTMLElement);

  function writeBlocks(parent: Node, target: globalThis.Node) {
    let taglessBefore = false;
    parent.forEach((child) => {
      const implicit = child.type.name === 'paragraph' && child.attrs.tag === null;
      const tagless = implicit && mode === 'wire' && !taglessBefore && (child.content.size > 0 || parent.childCount === 1);
      if (tagless) writeInline(child, target);
      else target.appendChild(serializer.serializeNode(child, { document: document() }));
      taglessBefore = tagless;
    });
  }

  function withContent(node: Node, write: (node: Node, target: globalThis.Node) => void) {
    const { dom, contentDOM } = build(node);
    if (contentDOM) write(node, contentDOM);
    return dom;
  }

  function writeTable(table: Node) {
    const element = build(table).dom as HTMLElement;
    // The spec's content hole is where the view puts every row; here rows go to their sections.
    element.querySelector(':scope > tbody')?.remove();
    let section: HTMLElement | undefined;
    table.forEach((row) => {
      const name = mode === 'display' ? 'tbody' : (row.attrs.section as string);
      if (section?.localName !== name) {
        section = document().createElement(name);
        element.append(section);
      }
      section.append(serializer.serializeNode(row, { document: document() }));
    });
    return element;
  }

  const nodes: Record<string, (node: Node) => globalThis.Node> = {
    text: (node) => document().createTextNode(node.text ?? ''),
    table: writeTable,
  };
  for (const name of Object.keys(letterSchema.nodes)) {
    if (nodes[name]) continue;
    const type = letterSchema.nodes[name as keyof typeof letterSchema.nodes];
    if (!type) continue;
    nodes[name] = type.isTextblock
      ? (node) => withContent(node, writeInline)
      : type.contentMatch.matchType(letterSchema.nodes.paragraph) || name === 'doc'
        ? (node) => withContent(node, writeBlocks)
        : (node) => {
            const { dom, contentDOM } = build(node);
            if (contentDOM) serializer.serializeFragment(node.content, { document: document() }, contentDOM as HTMLElement);
            return dom;
          };
  }
  const marks = Object.fromEntries(
    Object.keys(letterSchema.marks).map((name) => [name, (mark: Mark) => buildDom(renderMark(mark, mode))]),
  );
  // Each writer returns a built DOM node, which `DOMSerializer` takes as it is (its type says Element).
  const serializer = new DOMSerializer(nodes as unknown as ConstructorParameters<typeof DOMSerializer>[0], marks as unknown as ConstructorParameters<typeof DOMSerializer>[1]);

  return (doc: Node): string => {
    const container = document().createElement('div');
    writeBlocks(doc, container);
    return container.innerHTML;
  };
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
      node.forEach((cell) => cells.push(cellText(cell)));
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
