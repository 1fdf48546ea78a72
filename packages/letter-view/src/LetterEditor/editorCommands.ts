import { baseKeymap, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Attrs, Mark, MarkType, Node, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, Plugin, TextSelection } from 'prosemirror-state';
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
  toggleHeader,
} from 'prosemirror-tables';
import {
  type BlockType,
  type HtmlAttributes,
  letterSchema,
  styleProperty,
  withStyleProperty,
} from '../letterHtml';
import { caretWhereClicked } from './caretWhereClicked';
import { type Alignment, alignmentOf, effectiveStyle, linkAt } from './editorFormat';

const { nodes, marks } = letterSchema;

/** One indent step, as Word's default tab stop (0.5 in). */
const indentStepPt = 36;

/** The depth of the list nearest the selection, if it is in one. */
export function listDepth(state: EditorState): number | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const type = $from.node(depth).type;
    if (type === nodes.bullet_list || type === nodes.ordered_list) return depth;
  }
  return undefined;
}

/**
 * A list button as in a word processor: in a list of that kind it takes the selection out of the
 * list, in a list of the other kind it changes the list's kind, elsewhere it makes a list.
 */
function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const depth = listDepth(state);
    if (depth === undefined) return wrapInList(type)(state, dispatch);
    if (state.selection.$from.node(depth).type === type)
      return liftListItem(nodes.list_item)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(state.selection.$from.before(depth), type));
    return true;
  };
}

/** Calls `change` with each textblock the selection touches (and its position). */
function eachTextblock(state: EditorState, change: (node: Node, position: number) => void) {
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node, position) => {
    if (!node.isTextblock) return true;
    change(node, position);
    return false;
  });
}

const attributesOf = (node: Node | Mark) => node.attrs.attributes as HtmlAttributes;

/** Text alignment of the selected paragraphs, as a style (and without Word's `align`). */
export function setAlignment(alignment: Alignment): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    eachTextblock(state, (node, position) => {
      const { align: _legacy, ...rest } = attributesOf(node);
      const attributes = withStyleProperty(rest, 'text-align', alignment === 'left' ? null : alignment);
      tr.setNodeMarkup(position, undefined, { ...node.attrs, attributes } satisfies Attrs);
    });
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** A length in a style as points (Word writes pt; other editors px, cm, in or em). */
function pointsOf(length: string | undefined): number {
  const match = /^(-?[\d.]+)\s*(pt|px|cm|mm|in|em|rem)?$/i.exec(length?.trim() ?? '');
  if (!match) return 0;
  const value = Number(match[1]);
  const perUnit: Record<string, number> = {
    pt: 1,
    px: 0.75,
    cm: 28.3465,
    mm: 2.83465,
    in: 72,
    em: 12,
    rem: 12,
  };
  return value * (perUnit[(match[2] ?? 'px').toLowerCase()] ?? 0.75);
}

/**
 * Indent or outdent: in a list the item moves a level, elsewhere the paragraphs' left margin moves
 * one step (0.5 in), never below none.
 */
function indentBy(steps: 1 | -1): Command {
  return (state, dispatch) => {
    if (listDepth(state) !== undefined)
      return (steps > 0 ? sinkListItem : liftListItem)(nodes.list_item)(state, dispatch);
    const tr = state.tr;
    let changed = false;
    eachTextblock(state, (node, position) => {
      const current = pointsOf(styleProperty(attributesOf(node).style, 'margin-left'));
      const next = Math.max(0, Math.round(current / indentStepPt + steps) * indentStepPt);
      if (next === current) return;
      changed = true;
      const attributes = withStyleProperty(attributesOf(node), 'margin-left', next > 0 ? `${next}pt` : null);
      tr.setNodeMarkup(position, undefined, { ...node.attrs, attributes } satisfies Attrs);
    });
    if (!changed) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/**
 * Font family, size, colour or background of the selected text, as a `span` style. The property is
 * taken off the spans the text already has (the other declarations of each stay), so the new value
 * is the only one; `null` takes it off. With no selection it applies to what is typed next.
 */
export function setTextStyle(property: string, value: string | null): Command {
  const restyled = (mark: Mark): Mark | undefined => {
    const attributes = withStyleProperty(attributesOf(mark), property, null);
    return Object.keys(attributes).length > 0 || mark.attrs.tag !== 'span'
      ? marks.inline.create({ ...mark.attrs, attributes })
      : undefined;
  };
  const carries = (mark: Mark) =>
    mark.type === marks.inline && styleProperty(attributesOf(mark).style, property) !== undefined;
  const added =
    value === null
      ? undefined
      : marks.inline.create({ tag: 'span', attributes: { style: `${property}: ${value}` } });
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (empty) {
      const current = state.storedMarks ?? state.selection.$from.marks();
      let next: readonly Mark[] = current.flatMap((mark) =>
        carries(mark) ? (restyled(mark) ?? []) : [mark],
      );
      if (added) next = added.addToSet(next);
      dispatch?.(state.tr.setStoredMarks(next));
      return true;
    }
    const tr = state.tr;
    state.doc.nodesBetween(from, to, (node, position) => {
      if (!node.isInline) return true;
      const start = Math.max(position, from);
      const end = Math.min(position + node.nodeSize, to);
      for (const mark of node.marks.filter(carries)) {
        tr.removeMark(start, end, mark);
        const kept = restyled(mark);
        if (kept) tr.addMark(start, end, kept);
      }
      return false;
    });
    if (added) tr.addMark(from, to, added);
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** The font sizes offered, in points, as word processors offer them. */
export const fontSizes = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 36] as const;

/** One step up or down the offered sizes from the size the text has now. */
function stepFontSize(direction: 1 | -1): Command {
  return (state, dispatch) => {
    const current = pointsOf(effectiveStyle(state, 'font-size'));
    const next =
      direction > 0
        ? fontSizes.find((size) => size > current)
        : [...fontSizes].reverse().find((size) => size < current);
    return next === undefined ? false : setTextStyle('font-size', `${next}pt`)(state, dispatch);
  };
}

/** Takes the character formatting off the selection (links stay, as in a word processor). */
const clearFormatting: Command = (state, dispatch) => {
  const { from, to, empty } = state.selection;
  const tr = state.tr;
  if (empty) tr.setStoredMarks([]);
  else
    for (const type of Object.values(marks))
      if (type !== marks.link) tr.removeMark(from, to, type as MarkType);
  dispatch?.(tr);
  return true;
};

/** Makes the selection a link to `href` (or the link the cursor is in); an empty `href` removes it. */
export function setLink(href: string, text?: string): Command {
  return (state, dispatch) => {
    const link = linkAt(state);
    const { from, to } = link ?? state.selection;
    const tr = state.tr;
    if (href === '') tr.removeMark(from, to, marks.link);
    else if (from === to) {
      const label = text || href;
      tr.insertText(label, from).addMark(from, from + label.length, marks.link.create({ href }));
    } else {
      tr.removeMark(from, to, marks.link).addMark(from, to, marks.link.create({ href }));
      if (text && text !== state.doc.textBetween(from, to))
        tr.insertText(text, from, to).addMark(from, from + text.length, marks.link.create({ href }));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

const insertHorizontalRule: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.horizontal_rule.create()).scrollIntoView());
  return true;
};

/** A table of `columns` x `rows` body rows under a header row, the cursor in its first cell. */
export function insertTable(columns = 3, rows = 2): Command {
  return (state, dispatch) => {
    if (isInTable(state)) return false;
    const cell = (type: NodeType) => type.createAndFill() as Node;
    const row = (type: NodeType, section: string) =>
      nodes.table_row.create(
        { section },
        Array.from({ length: columns }, () => cell(type)),
      );
    const table = nodes.table.create(null, [
      row(nodes.table_header, 'thead'),
      ...Array.from({ length: rows }, () => row(nodes.table_cell, 'tbody')),
    ]);
    const tr = state.tr.replaceSelectionWith(table);
    // replaceSelectionWith leaves the cursor after the table (or in its last cell); typing starts
    // in its first cell.
    let firstCell: number | undefined;
    tr.doc.nodesBetween(tr.mapping.map(state.selection.from, -1), tr.selection.to, (node, position) => {
      if (firstCell === undefined && node.type === nodes.table) firstCell = position + 1;
      return firstCell === undefined;
    });
    if (firstCell !== undefined) tr.setSelection(TextSelection.near(tr.doc.resolve(firstCell)));
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Tab in a table: the next cell, or a new row after the last cell (as in Word). */
const nextCellOrRow: Command = (state, dispatch) => {
  if (!isInTable(state)) return false;
  if (goToNextCell(1)(state, dispatch)) return true;
  if (!dispatch) return true;
  // One transaction (the row and the move into it): a second one made from the state with the row
  // would not apply to the view's state, which has not got the row yet.
  addRowAfter(state, (tr) => {
    goToNextCell(1)(state.apply(tr), (move) => tr.setSelection(move.selection));
    dispatch(tr.scrollIntoView());
  });
  return true;
};

export function setBlock(block: BlockType): Command {
  return block === 'paragraph'
    ? setBlockType(nodes.paragraph, { tag: 'p' })
    : setBlockType(nodes.heading, { level: Number(block.slice(-1)) });
}

export const editorCommands = {
  bold: toggleMark(marks.strong),
  italic: toggleMark(marks.em),
  underline: toggleMark(marks.underline),
  subscript: toggleMark(marks.subscript),
  superscript: toggleMark(marks.superscript),
  bulletList: toggleList(nodes.bullet_list),
  numberedList: toggleList(nodes.ordered_list),
  indent: indentBy(1),
  outdent: indentBy(-1),
  alignLeft: setAlignment('left'),
  alignCenter: setAlignment('center'),
  alignRight: setAlignment('right'),
  alignJustify: setAlignment('justify'),
  fontSizeUp: stepFontSize(1),
  fontSizeDown: stepFontSize(-1),
  clearFormatting,
  horizontalRule: insertHorizontalRule,
  insertTable: insertTable(),
  addRowBefore,
  addRowAfter,
  addColumnBefore,
  addColumnAfter,
  deleteRow,
  deleteColumn,
  // The table's first row, wherever the cursor is (prosemirror-tables' toggleHeaderRow toggles
  // the cursor's row).
  toggleHeaderRow: toggleHeader('row'),
  deleteTable,
  undo,
  redo,
} satisfies Record<string, Command>;

export type EditorAction = keyof typeof editorCommands;

/**
 * The keys of each action, in ProseMirror's notation (`Mod` is Ctrl, or Cmd on a Mac). They follow
 * Google Docs where the browser leaves a key free (Ctrl+Shift+L/E/R/J: Ctrl+R would reload), and
 * none binds Shift+Alt+arrows or Ctrl+`: those are the player's and recorder's hotkeys and must
 * reach them while the secretary types (spec 001 section 9). The help popover lists these.
 */
export const editorShortcuts: Partial<
  Record<EditorAction | 'link' | 'toolbar' | 'lineBreak' | 'nextCell' | 'leaveEditor', string>
> = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  underline: 'Mod-u',
  subscript: 'Mod-,',
  superscript: 'Mod-.',
  fontSizeUp: 'Shift-Mod-.',
  fontSizeDown: 'Shift-Mod-,',
  alignLeft: 'Shift-Mod-l',
  alignCenter: 'Shift-Mod-e',
  alignRight: 'Shift-Mod-r',
  alignJustify: 'Shift-Mod-j',
  bulletList: 'Shift-Mod-8',
  numberedList: 'Shift-Mod-7',
  indent: 'Mod-]',
  outdent: 'Mod-[',
  clearFormatting: 'Mod-\\',
  horizontalRule: 'Shift-Mod-h',
  link: 'Mod-k',
  toolbar: 'Alt-F10',
  undo: 'Mod-z',
  redo: 'Shift-Mod-z',
  lineBreak: 'Shift-Enter',
  nextCell: 'Tab',
  leaveEditor: 'Escape',
};

export interface EditorPluginOptions {
  /** Mod-k: the link dialog (the toolbar opens it). */
  onLinkShortcut?: () => void;
  /** Alt+F10, the usual key of editors to reach their toolbar: its first control takes the focus. */
  onToolbarShortcut?: () => void;
}

/**
 * The editor's keys and behaviour. Tab moves between table cells; elsewhere, and after Escape, it is
 * left to the browser, so a keyboard user can always leave the editor (WCAG 2.1.2).
 */
export function editorPlugins(options: EditorPluginOptions = {}): Plugin[] {
  const shortcutKeymap: Record<string, Command> = {};
  for (const [action, key] of Object.entries(editorShortcuts))
    if (key && action in editorCommands) shortcutKeymap[key] = editorCommands[action as EditorAction];
  let leaving = false;
  return [
    // The browser would extend the selection on Shift+Alt+arrows; the event still bubbles on to
    // the document, where the player's hotkeys listen (spec 001 section 9).
    new Plugin({
      props: {
        handleKeyDown: (_view, event) => {
          if (event.key === 'Escape') leaving = true;
          else if (event.key !== 'Tab' && event.key !== 'Shift') leaving = false;
          return event.shiftKey && event.altKey && event.key.startsWith('Arrow');
        },
        handleDOMEvents: {
          // A link in the letter is text to edit, not a way out of it: a click never leaves the
          // letter (a read-only one included). Ctrl or Cmd with the click opens it in a new tab.
          click: (_view, event) => {
            const link = (event.target as Element | null)?.closest?.('a[href]');
            if (!link) return false;
            event.preventDefault();
            if (event.ctrlKey || event.metaKey)
              globalThis.open?.(link.getAttribute('href') ?? '', '_blank', 'noopener,noreferrer');
            return true;
          },
        },
      },
    }),
    caretWhereClicked(),
    history(),
    keymap({
      ...shortcutKeymap,
      'Mod-y': redo,
      'Mod-k': () => {
        options.onLinkShortcut?.();
        return Boolean(options.onLinkShortcut);
      },
      'Alt-F10': () => {
        options.onToolbarShortcut?.();
        return Boolean(options.onToolbarShortcut);
      },
      // After Escape, Tab is the browser's: it leaves the editor, from a table too.
      Tab: (state, dispatch) => !leaving && nextCellOrRow(state, dispatch),
      'Shift-Tab': (state, dispatch) => !leaving && isInTable(state) && goToNextCell(-1)(state, dispatch),
      Enter: splitListItem(nodes.list_item),
      'Shift-Enter': (state, dispatch) => {
        dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
        return true;
      },
    }),
    keymap(baseKeymap),
    tableEditing(),
  ];
}

export { type Alignment, alignmentOf };
