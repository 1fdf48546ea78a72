import type { DOMOutputSpec, Mark, Node } from 'prosemirror-model';
import { letterContentMessages } from '../messages';
import { filterStyle, type HtmlAttributes } from './htmlAttributes';

/**
 * How a node or mark is written. `wire`: for the server, with everything it came with.
 * `display`: in the editor, print and the clipboard, where nothing may load from elsewhere (a
 * remote image or a `url()` in a style is a read receipt, docs/architecture.md "Security") and no
 * style may leave the page: remote images become a labelled placeholder, such declarations go.
 * What is kept is the same in both; only what the browser is given to show differs.
 */
export type RenderMode = 'wire' | 'display';

/** How one node or mark is written: its element, and what goes in it besides its content. */
export interface HtmlShape {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  /** HTML kept as it came, before the content (a table's caption and columns) or as all of it. */
  keptHtml?: string;
  /** Text in place of content (an image shown as its description). */
  text?: string;
  /** No element of its own: only `keptHtml` (an element kept whole, for the server). */
  bare?: boolean;
}

/** Inline images only: a `data:` image is part of the letter, any other source loads from elsewhere. */
export const isInlineImageSource = (src: string) => /^data:image\//i.test(src.trim());

/** Style declarations a letter shown in the page may not carry. */
function isSafeDeclaration(property: string, value: string): boolean {
  if (/url\s*\(/i.test(value) && !/url\s*\(\s*["']?data:image\//i.test(value)) return false;
  if (/expression\s*\(|javascript:/i.test(value)) return false;
  if (property === 'behavior' || property === '-moz-binding') return false;
  // Out of the flow, a block could lay itself over the page's own controls.
  if (property === 'position') return /^(static|relative)$/i.test(value);
  return true;
}

function attributesFor(attributes: HtmlAttributes, mode: RenderMode): Record<string, string> {
  if (mode === 'wire' || attributes.style === undefined) return { ...attributes };
  const style = filterStyle(attributes.style, isSafeDeclaration);
  const { style: _unsafe, ...others } = attributes;
  return style ? { ...others, style } : others;
}

/** HTML kept whole (an opaque node, a table's caption), as nodes of the current document. */
export function htmlFragment(html: string, mode: RenderMode): DocumentFragment {
  const template = globalThis.document.createElement('template');
  template.innerHTML = html;
  if (mode === 'display') makeSafeToShow(template.content);
  return template.content;
}

/** Kept HTML as `mode` writes it: as it came for the server, made safe to show otherwise. */
function keptHtmlFor(html: string, mode: RenderMode): string {
  if (mode === 'wire') return html;
  const template = globalThis.document.createElement('template');
  template.content.append(htmlFragment(html, mode));
  return template.innerHTML;
}

/** Takes out of kept HTML what would load from elsewhere or leave the page (display only). */
function makeSafeToShow(root: DocumentFragment): void {
  for (const image of Array.from(root.querySelectorAll('img')))
    if (!isInlineImageSource(image.getAttribute('src') ?? '')) image.removeAttribute('src');
  for (const element of Array.from(root.querySelectorAll('[style]'))) {
    const style = filterStyle(element.getAttribute('style') ?? '', isSafeDeclaration);
    if (style) element.setAttribute('style', style);
    else element.removeAttribute('style');
  }
}

const attributes = (node: Node | Mark, mode: RenderMode) =>
  attributesFor(node.attrs.attributes as HtmlAttributes, mode);

/** A remote or local image, shown as its description instead of being fetched. */
function imagePlaceholder(node: Node): HtmlShape {
  const { alt, title, width, height } = node.attrs.attributes as HtmlAttributes;
  const label = alt || title || letterContentMessages.image;
  return {
    tag: 'span',
    attributes: {
      role: 'img',
      'aria-label': letterContentMessages.imageNotShown(label),
      'data-image-placeholder': '',
      ...(width ? { 'data-width': width } : {}),
      ...(height ? { 'data-height': height } : {}),
    },
    text: `[${label}]`,
  };
}

/** A cell's span and widths, as prosemirror-tables writes them. */
function cellSpan(node: Node): Record<string, string> {
  const { colspan, rowspan, colwidth } = node.attrs as {
    colspan: number;
    rowspan: number;
    colwidth: number[] | null;
  };
  return {
    ...(colspan !== 1 ? { colspan: String(colspan) } : {}),
    ...(rowspan !== 1 ? { rowspan: String(rowspan) } : {}),
    ...(colwidth ? { 'data-colwidth': colwidth.join(',') } : {}),
  };
}

/** A node as `mode` writes it. Paragraphs the parser made (no tag) are a `p`, shown as a `div`. */
export function shapeOfNode(node: Node, mode: RenderMode): HtmlShape {
  const attrs = node.attrs;
  const shape = (tag: string, extra: Partial<HtmlShape> = {}): HtmlShape => ({
    tag,
    attributes: attributes(node, mode),
    ...extra,
  });
  switch (node.type.name) {
    case 'paragraph':
    case 'container':
      return shape((attrs.tag as string | null) ?? (mode === 'wire' ? 'p' : 'div'));
    case 'heading':
      return shape(`h${attrs.level as number}`);
    case 'preformatted':
      return shape('pre');
    case 'bullet_list':
      return shape('ul');
    case 'ordered_list':
      return shape('ol');
    case 'list_item':
      return shape('li');
    case 'table': {
      const parts = [attrs.caption as string | null, attrs.colgroup as string | null].filter(
        (html): html is string => html !== null,
      );
      return shape('table', parts.length > 0 ? { keptHtml: keptHtmlFor(parts.join(''), mode) } : {});
    }
    case 'table_row':
      return shape('tr');
    case 'table_cell':
    case 'table_header':
      return {
        tag: node.type.name === 'table_cell' ? 'td' : 'th',
        attributes: { ...cellSpan(node), ...attributes(node, mode) },
      };
    case 'horizontal_rule':
      return shape('hr');
    case 'image': {
      const src = attrs.src as string;
      if (mode === 'display' && !isInlineImageSource(src)) return imagePlaceholder(node);
      return { tag: 'img', attributes: { src, ...attributes(node, mode) } };
    }
    case 'hard_break':
      return shape('br');
    case 'opaque_block':
    case 'opaque_inline': {
      const keptHtml = keptHtmlFor(attrs.html as string, mode);
      if (mode === 'wire') return { tag: '', attributes: {}, keptHtml, bare: true };
      return {
        tag: node.type.name === 'opaque_block' ? 'div' : 'span',
        attributes: { contenteditable: 'false', 'data-kept-as-is': '' },
        keptHtml,
      };
    }
    default:
      throw new RangeError(`No HTML for the node ${node.type.name}`);
  }
}

/** A mark as `mode` writes it. */
export function shapeOfMark(mark: Mark, mode: RenderMode): HtmlShape {
  if (mark.type.name === 'link')
    return { tag: 'a', attributes: { href: mark.attrs.href as string, ...attributes(mark, mode) } };
  return { tag: mark.attrs.tag as string, attributes: attributes(mark, mode) };
}

/**
 * What the editor's view shows of a node (the schema's `toDOM`): its display shape, with a content
 * hole unless it is a leaf. Kept HTML needs real nodes, so those shapes are built here.
 */
export function viewSpecOf(node: Node): DOMOutputSpec {
  const shape = shapeOfNode(node, 'display');
  const hole = node.isLeaf ? [] : [0];
  if (shape.keptHtml === undefined)
    return [shape.tag, shape.attributes, ...(shape.text ? [shape.text] : hole)];
  const element = globalThis.document.createElement(shape.tag);
  for (const [name, value] of Object.entries(shape.attributes)) element.setAttribute(name, value);
  const template = globalThis.document.createElement('template');
  template.innerHTML = shape.keptHtml;
  element.append(template.content);
  if (node.isLeaf) return element;
  // A table: its kept caption and columns, then the rows.
  const body = globalThis.document.createElement('tbody');
  element.append(body);
  return { dom: element, contentDOM: body };
}

/** What the view shows of a mark. */
export function viewSpecOfMark(mark: Mark): DOMOutputSpec {
  const shape = shapeOfMark(mark, 'display');
  return [shape.tag, shape.attributes, 0];
}
