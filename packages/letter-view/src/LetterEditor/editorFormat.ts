import { redo, undo } from 'prosemirror-history';
import type { MarkType, Node, NodeType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { isInTable } from 'prosemirror-tables';
import { type BlockType, type HtmlAttributes, letterSchema, styleProperty } from '../letterHtml';

const { nodes, marks } = letterSchema;

export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** What the letter is written in where nothing says otherwise (spec 001 section 9). */
export const defaultFont = { family: 'Arial', size: '12pt' } as const;

/** The formatting the toolbar shows for the current selection. */
export interface EditorFormat {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  subscript: boolean;
  superscript: boolean;
  bulletList: boolean;
  numberedList: boolean;
  block: BlockType;
  alignment: Alignment;
  /** The font family the text is shown in (the first of a CSS list, unquoted). */
  fontFamily: string;
  /** The font size, as written (`12pt`, `16px`). */
  fontSize: string;
  /** The text colour, if one is set. */
  color: string | null;
  /** The link the cursor is in. */
  link: string | null;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

function inList(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return node.type === type;
  }
  return false;
}

function blockOf(state: EditorState): BlockType {
  const parent = state.selection.$from.parent;
  const level = parent.attrs.level as number;
  return parent.type === nodes.heading && level <= 3 ? (`heading${level}` as BlockType) : 'paragraph';
}

const attributesOf = (node: { attrs: { attributes?: unknown } }) =>
  (node.attrs.attributes ?? {}) as HtmlAttributes;

/** The old presentational attributes of `<font>` (Word and older editors write it). */
const fontAttribute: Record<string, string> = { 'font-family': 'face', color: 'color' };

/**
 * A CSS property as the text at the cursor gets it: from the innermost inline element that sets it,
 * else from the nearest block that does.
 */
export function effectiveStyle(state: EditorState, property: string): string | undefined {
  const { $from } = state.selection;
  const inline = [...(state.storedMarks ?? $from.marks())].reverse();
  for (const mark of inline) {
    const attributes = attributesOf(mark);
    const value =
      styleProperty(attributes.style, property) ??
      (mark.attrs.tag === 'font' && fontAttribute[property]
        ? attributes[fontAttribute[property]]
        : undefined);
    if (value) return value;
  }
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const value = styleProperty(attributesOf($from.node(depth)).style, property);
    if (value) return value;
  }
  return undefined;
}

/** The alignment of the block at the cursor (its style, Word's `align`, or a block around it). */
export function alignmentOf(state: EditorState): Alignment {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const attributes = attributesOf($from.node(depth));
    const value = (styleProperty(attributes.style, 'text-align') ?? attributes.align)?.toLowerCase();
    if (value === 'center' || value === 'right' || value === 'justify') return value;
    if (value === 'left' || value === 'start') return 'left';
  }
  return 'left';
}

/** The link the selection starts in, and its extent (the run of text carrying that link). */
export function linkAt(state: EditorState): { href: string; from: number; to: number } | undefined {
  const { $from } = state.selection;
  const link =
    marks.link.isInSet($from.marks()) ?? ($from.nodeAfter && marks.link.isInSet($from.nodeAfter.marks));
  if (!link) return undefined;
  const start = $from.start();
  let run: { from: number; to: number } | undefined;
  let found: { from: number; to: number } | undefined;
  const closeRun = () => {
    if (run && !found && run.from <= $from.pos && $from.pos <= run.to) found = run;
    run = undefined;
  };
  $from.parent.forEach((child: Node, offset: number) => {
    const from = start + offset;
    if (!link.isInSet(child.marks)) closeRun();
    else if (run) run.to = from + child.nodeSize;
    else run = { from, to: from + child.nodeSize };
  });
  closeRun();
  return found && { href: link.attrs.href as string, ...found };
}

/** The first family of a CSS font list, without quotes (`"Arial", sans-serif` is Arial). */
const firstFamily = (value: string) => (value.split(',')[0] ?? value).trim().replace(/^["']|["']$/g, '');

export function formatOf(state: EditorState): EditorFormat {
  return {
    bold: markActive(state, marks.strong),
    italic: markActive(state, marks.em),
    underline: markActive(state, marks.underline),
    subscript: markActive(state, marks.subscript),
    superscript: markActive(state, marks.superscript),
    bulletList: inList(state, nodes.bullet_list),
    numberedList: inList(state, nodes.ordered_list),
    block: blockOf(state),
    alignment: alignmentOf(state),
    fontFamily: firstFamily(effectiveStyle(state, 'font-family') ?? defaultFont.family),
    fontSize: effectiveStyle(state, 'font-size') ?? defaultFont.size,
    color: effectiveStyle(state, 'color') ?? null,
    link: linkAt(state)?.href ?? null,
    inTable: isInTable(state),
    canUndo: undo(state),
    canRedo: redo(state),
  };
}
