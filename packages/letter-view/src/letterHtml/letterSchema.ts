import {
  type Attrs,
  type MarkSpec,
  type NodeSpec,
  type ParseRule,
  Schema,
  type TagParseRule,
} from 'prosemirror-model';
import { tableNodes } from 'prosemirror-tables';
import { attributesOf, noAttributes } from './htmlAttributes';
import {
  containerTags,
  implicitMarker,
  inlineWrapperTags,
  isBlockElement,
  textblockTags,
} from './htmlStructure';
import { viewSpecOf, viewSpecOfMark } from './renderHtml';

/**
 * What a letter is made of. A letter arrives as whatever HTML wrote it (the editor, speech
 * recognition, Word, a letterhead template), so the schema reads all of it: every node and mark
 * keeps the attributes it came with (`attributes`), the tag it was (`tag`) where several read the
 * same way, tables (prosemirror-tables), images, rules, links, sub- and superscript, and any other
 * inline element as a generic mark. An element it still cannot read is kept whole as an opaque node
 * the editor shows and never changes. docs/wire-contract.md, Documents.
 *
 * `toDOM` is what the editor shows (`renderHtml.ts`, display: nothing loads from elsewhere);
 * `letterHtml.ts` writes the same shapes as HTML text, for the server with what they came with.
 */

const kept = { attributes: { default: noAttributes } };
const keptExcept =
  (...names: string[]) =>
  (element: HTMLElement): Attrs => ({ attributes: attributesOf(element, names) });
const withTag = (element: HTMLElement): Attrs => ({
  tag: element.localName,
  attributes: attributesOf(element),
});

const textblockRules: TagParseRule[] = [
  // Loose text wrapped by the parser (htmlStructure.ts): written back without a tag.
  { tag: `p[${implicitMarker}]`, priority: 60, attrs: { tag: null, attributes: noAttributes } },
  ...textblockTags.map(
    (tag): TagParseRule => ({
      tag,
      // A `div` that holds blocks is a container, not a paragraph.
      getAttrs: (element) => !Array.from(element.childNodes).some(isBlockElement) && withTag(element),
    }),
  ),
];

const { table, table_row, table_cell, table_header } = tableNodes({
  tableGroup: 'block',
  cellContent: 'block+',
  cellAttributes: {
    attributes: {
      default: noAttributes,
      getFromDOM: (element) => attributesOf(element, ['colspan', 'rowspan', 'data-colwidth']),
    },
  },
});

/** The `caption` and `colgroup` of a table are kept whole, as they came. */
const tablePartHtml = (element: HTMLElement, tag: string) =>
  Array.from(element.children)
    .filter((child) => child.localName === tag)
    .map((child) => child.outerHTML)
    .join('') || null;

const nodes = {
  doc: { content: 'block+' },
  paragraph: {
    group: 'block',
    content: 'inline*',
    attrs: { tag: { default: 'p' }, ...kept },
    parseDOM: textblockRules,
    toDOM: viewSpecOf,
  },
  heading: {
    group: 'block',
    content: 'inline*',
    attrs: { level: { default: 1 }, ...kept },
    defining: true,
    parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({
      tag: `h${level}`,
      getAttrs: (element: HTMLElement) => ({ level, attributes: attributesOf(element) }),
    })),
    toDOM: viewSpecOf,
  },
  preformatted: {
    group: 'block',
    content: 'inline*',
    attrs: kept,
    whitespace: 'pre',
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  container: {
    group: 'block',
    content: 'block+',
    attrs: { tag: { default: 'div' }, ...kept },
    defining: true,
    parseDOM: containerTags.map((tag) => ({ tag, priority: 40, getAttrs: withTag })),
    toDOM: viewSpecOf,
  },
  bullet_list: {
    group: 'block',
    content: 'list_item+',
    attrs: kept,
    parseDOM: [{ tag: 'ul', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  ordered_list: {
    group: 'block',
    content: 'list_item+',
    attrs: kept,
    parseDOM: [{ tag: 'ol', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  list_item: {
    content: 'block+',
    attrs: kept,
    defining: true,
    parseDOM: [{ tag: 'li', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  table: {
    ...table,
    attrs: { ...kept, caption: { default: null }, colgroup: { default: null } },
    parseDOM: [
      {
        tag: 'table',
        getAttrs: (element: HTMLElement) => ({
          attributes: attributesOf(element),
          caption: tablePartHtml(element, 'caption'),
          colgroup: tablePartHtml(element, 'colgroup'),
        }),
      },
      // Kept by the table's attributes: their text is not a row of it.
      { tag: 'caption', ignore: true },
      { tag: 'colgroup', ignore: true },
    ],
    toDOM: viewSpecOf,
  },
  table_row: {
    ...table_row,
    attrs: { ...kept, section: { default: 'tbody' } },
    parseDOM: [
      {
        tag: 'tr',
        getAttrs: (element: HTMLElement) => ({
          attributes: attributesOf(element),
          section:
            element.parentElement?.localName === 'thead' || element.parentElement?.localName === 'tfoot'
              ? element.parentElement.localName
              : 'tbody',
        }),
      },
    ],
    toDOM: viewSpecOf,
  },
  table_cell: { ...table_cell, toDOM: viewSpecOf },
  table_header: { ...table_header, toDOM: viewSpecOf },
  horizontal_rule: {
    group: 'block',
    attrs: kept,
    parseDOM: [{ tag: 'hr', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  /** Kept whole: an element the schema cannot read (a meter, a canvas, an image map...). */
  opaque_block: {
    group: 'block',
    atom: true,
    selectable: true,
    attrs: { html: { default: '' } },
    parseDOM: [{ tag: '*', priority: 0, getAttrs: (element: HTMLElement) => opaqueHtml(element, true) }],
    toDOM: viewSpecOf,
  },
  text: { group: 'inline' },
  image: {
    inline: true,
    group: 'inline',
    draggable: true,
    attrs: { src: { default: '' }, ...kept },
    parseDOM: [
      {
        tag: 'img',
        getAttrs: (element: HTMLElement) => ({
          src: element.getAttribute('src') ?? '',
          attributes: attributesOf(element, ['src']),
        }),
      },
    ],
    toDOM: viewSpecOf,
  },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    attrs: kept,
    parseDOM: [{ tag: 'br', getAttrs: keptExcept() }],
    toDOM: viewSpecOf,
  },
  opaque_inline: {
    inline: true,
    group: 'inline',
    atom: true,
    attrs: { html: { default: '' } },
    parseDOM: [{ tag: '*', priority: 1, getAttrs: (element: HTMLElement) => opaqueHtml(element, false) }],
    toDOM: viewSpecOf,
  },
} satisfies Record<string, NodeSpec>;

/** Elements the parser walks through: their content is the letter, the element itself is not. */
const transparentTags = new Set(['html', 'body', 'thead', 'tbody', 'tfoot', 'menu', 'dir', 'picture']);
/** Parts kept by the table node itself (`caption`, `colgroup`). */
const tableParts = new Set(['caption', 'colgroup', 'col']);

/**
 * The catch-all: an element no rule of the schema reads is kept whole (`opaque_block` for a block
 * element, `opaque_inline` otherwise). `false` lets the parser walk into it instead.
 */
function opaqueHtml(element: HTMLElement, block: boolean): Attrs | false {
  const tag = element.localName;
  if (transparentTags.has(tag)) return false;
  if (tableParts.has(tag)) return false;
  if (block !== isBlockElement(element)) return false;
  return { html: element.outerHTML };
}

const markRender = { toDOM: viewSpecOfMark };
const taggedMark = (tags: readonly string[], getAttrs?: (element: HTMLElement) => boolean) =>
  tags.map(
    (tag): ParseRule => ({
      tag,
      getAttrs: (element: HTMLElement) => (getAttrs?.(element) ?? true) && withTag(element),
    }),
  );

const marks = {
  link: {
    attrs: { href: { default: '' }, ...kept },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (element: HTMLElement) => ({
          href: element.getAttribute('href') ?? '',
          attributes: attributesOf(element, ['href']),
        }),
      },
    ],
    ...markRender,
  },
  strong: {
    attrs: { tag: { default: 'strong' }, ...kept },
    // <b style="font-weight: normal"> (a Google Docs wrapper) is not bold: a generic mark keeps it.
    parseDOM: taggedMark(['strong', 'b'], (element) => element.style.fontWeight !== 'normal'),
    ...markRender,
  },
  em: {
    attrs: { tag: { default: 'em' }, ...kept },
    parseDOM: taggedMark(['em', 'i']),
    ...markRender,
  },
  underline: {
    attrs: { tag: { default: 'u' }, ...kept },
    parseDOM: taggedMark(['u']),
    ...markRender,
  },
  subscript: {
    attrs: { tag: { default: 'sub' }, ...kept },
    excludes: 'subscript superscript',
    parseDOM: taggedMark(['sub']),
    ...markRender,
  },
  superscript: {
    attrs: { tag: { default: 'sup' }, ...kept },
    excludes: 'subscript superscript',
    parseDOM: taggedMark(['sup']),
    ...markRender,
  },
  /**
   * Any other inline element (`span`, `font`, `abbr`, an anchor without `href`...), with its tag and
   * attributes. Several may apply to the same text, nested as they came (Word nests spans).
   */
  inline: {
    attrs: { tag: { default: 'span' }, ...kept },
    excludes: '',
    parseDOM: [
      ...taggedMark(inlineWrapperTags.filter((tag) => tag !== 'a')),
      ...taggedMark(['a']),
      // What `strong` leaves (a `b` that is not bold).
      { tag: 'b', priority: 40, getAttrs: withTag },
    ],
    ...markRender,
  },
} satisfies Record<string, MarkSpec>;

export const letterSchema = new Schema<keyof typeof nodes, keyof typeof marks>({ nodes, marks });

/** The block kinds the toolbar offers. */
export const blockTypes = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;
export type BlockType = (typeof blockTypes)[number];
