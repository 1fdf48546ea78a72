import { type DOMOutputSpec, type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';

/**
 * What a letter is made of, and so the only HTML the editor reads or writes: paragraphs, three
 * heading levels, bullet and numbered lists, line breaks, bold, italic and underline. Anything
 * else in a document from the server (styles, classes, tables, scripts) is dropped by the parser
 * even before DOMPurify's pass.
 */
const nodes = {
  doc: { content: 'block+' },
  paragraph: {
    group: 'block',
    content: 'inline*',
    parseDOM: [{ tag: 'p' }, { tag: 'div' }],
    toDOM: (): DOMOutputSpec => ['p', 0],
  },
  heading: {
    group: 'block',
    content: 'inline*',
    attrs: { level: { default: 1 } },
    defining: true,
    parseDOM: [
      { tag: 'h1', attrs: { level: 1 } },
      { tag: 'h2', attrs: { level: 2 } },
      { tag: 'h3', attrs: { level: 3 } },
      { tag: 'h4', attrs: { level: 3 } },
      { tag: 'h5', attrs: { level: 3 } },
      { tag: 'h6', attrs: { level: 3 } },
    ],
    toDOM: (node): DOMOutputSpec => [`h${node.attrs.level as number}`, 0],
  },
  bullet_list: {
    group: 'block',
    content: 'list_item+',
    parseDOM: [{ tag: 'ul' }],
    toDOM: (): DOMOutputSpec => ['ul', 0],
  },
  ordered_list: {
    group: 'block',
    content: 'list_item+',
    parseDOM: [{ tag: 'ol' }],
    toDOM: (): DOMOutputSpec => ['ol', 0],
  },
  list_item: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: (): DOMOutputSpec => ['li', 0],
  },
  text: { group: 'inline' },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: (): DOMOutputSpec => ['br'],
  },
} satisfies Record<string, NodeSpec>;

const marks = {
  strong: {
    parseDOM: [
      { tag: 'strong' },
      // Pasted from word processors: <b style="font-weight: normal"> is not bold.
      { tag: 'b', getAttrs: (node) => (node as HTMLElement).style.fontWeight !== 'normal' && null },
      {
        style: 'font-weight',
        getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value as string) && null,
      },
    ],
    toDOM: (): DOMOutputSpec => ['strong', 0],
  },
  em: {
    parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
    toDOM: (): DOMOutputSpec => ['em', 0],
  },
  underline: {
    parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }],
    toDOM: (): DOMOutputSpec => ['u', 0],
  },
} satisfies Record<string, MarkSpec>;

export const letterSchema = new Schema<keyof typeof nodes, keyof typeof marks>({ nodes, marks });

/** The block kinds the toolbar offers. */
export const blockTypes = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;
export type BlockType = (typeof blockTypes)[number];
