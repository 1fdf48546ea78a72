import type { DOMOutputSpec, Mark, Node } from 'prosemirror-model';
import { filterStyle, type HtmlAttributes } from './htmlAttributes';

/**
 * How a node or mark is written. `wire`: for the server, with everything it came with.
 * `display`: in the editor, print and the clipboard, where nothing may load from elsewhere (a
 * remote image or a `url()` in a style is a read receipt, docs/architecture.md "Security") and no
 * style may leave the page: remote images become a labelled placeholder, such declarations go.
 * What is kept is the same in both; only what the browser is given to show differs.
 */
export type RenderMode = 'wire' | 'display';

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
function imagePlaceholder(node: Node): DOMOutputSpec {
  const { alt, title, width, height } = node.attrs.attributes as HtmlAttributes;
  const label = alt || title || 'Image';
  return [
    'span',
    {
      role: 'img',
      'aria-label': `${label} (not shown: it is stored elsewhere)`,
      'data-image-placeholder': '',
      ...(width ? { 'data-width': width } : {}),
      ...(height ? { 'data-height': height } : {}),
    },
    `[${label}]`,
  ];
}

/**
 * What `renderNode` and `renderMark` give: ProseMirror's output spec, or (kept HTML, for the server)
 * a fragment, which ProseMirror's `renderSpec` takes as any DOM node though its type says Element.
 */
export type RenderedHtml = DOMOutputSpec | DocumentFragment;

/** A node as `mode` writes it. Paragraphs the parser made (no tag) show as a `div`. */
export function renderNode(node: Node, mode: RenderMode): RenderedHtml {
  const attrs = node.attrs;
  switch (node.type.name) {
    case 'paragraph':
    case 'container':
      return [(attrs.tag as string | null) ?? (mode === 'wire' ? 'p' : 'div'), attributes(node, mode), 0];
    case 'heading':
      return [`h${attrs.level as number}`, attributes(node, mode), 0];
    case 'preformatted':
      return ['pre', attributes(node, mode), 0];
    case 'bullet_list':
      return ['ul', attributes(node, mode), 0];
    case 'ordered_list':
      return ['ol', attributes(node, mode), 0];
    case 'list_item':
      return ['li', attributes(node, mode), 0];
    case 'table':
      return [
        'table',
        attributes(node, mode),
        ...[attrs.caption as string | null, attrs.colgroup as string | null]
          .filter((html): html is string => html !== null)
          .map((html) => htmlFragment(html, mode)),
        ['tbody', 0],
      ];
    case 'table_row':
      return ['tr', attributes(node, mode), 0];
    case 'table_cell':
    case 'table_header':
      return [node.type.name === 'table_cell' ? 'td' : 'th', { ...cellSpan(node), ...attributes(node, mode) }, 0];
    case 'horizontal_rule':
      return ['hr', attributes(node, mode)];
    case 'image': {
      const src = attrs.src as string;
      if (mode === 'display' && !isInlineImageSource(src)) return imagePlaceholder(node);
      return ['img', { src, ...attributes(node, mode) }];
    }
    case 'hard_break':
      return ['br', attributes(node, mode)];
    case 'opaque_block':
    case 'opaque_inline':
      return mode === 'wire'
        ? htmlFragment(attrs.html as string, mode)
        : [
            node.type.name === 'opaque_block' ? 'div' : 'span',
            { contenteditable: 'false', 'data-kept-as-is': '' },
            htmlFragment(attrs.html as string, mode),
          ];
    default:
      throw new RangeError(`No HTML for the node ${node.type.name}`);
  }
}

/** A cell's span and widths, as prosemirror-tables writes them. */
function cellSpan(node: Node): Record<string, string> {
  const { colspan, rowspan, colwidth } = node.attrs as { colspan: number; rowspan: number; colwidth: number[] | null };
  return {
    ...(colspan !== 1 ? { colspan: String(colspan) } : {}),
    ...(rowspan !== 1 ? { rowspan: String(rowspan) } : {}),
    ...(colwidth ? { 'data-colwidth': colwidth.join(',') } : {}),
  };
}

/** A mark as `mode` writes it. */
export function renderMark(mark: Mark, mode: RenderMode): DOMOutputSpec {
  if (mark.type.name === 'link') return ['a', { href: mark.attrs.href as string, ...attributes(mark, mode) }, 0];
  return [mark.attrs.tag as string, attributes(mark, mode), 0];
}
