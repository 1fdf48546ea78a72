import { baseKeymap, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, Plugin } from 'prosemirror-state';
import { type BlockType, letterSchema } from './letterSchema';

const { nodes, marks } = letterSchema;

/** The formatting the toolbar shows as pressed for the current selection. */
export interface EditorFormat {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  numberedList: boolean;
  block: BlockType;
  canUndo: boolean;
  canRedo: boolean;
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The depth of the list nearest the selection, if it is in one. */
function listDepth(state: EditorState): number | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const type = $from.node(depth).type;
    if (type === nodes.bullet_list || type === nodes.ordered_list) return depth;
  }
  return undefined;
}

function inList(state: EditorState, type: NodeType): boolean {
  const depth = listDepth(state);
  return depth !== undefined && state.selection.$from.node(depth).type === type;
}

function blockOf(state: EditorState): BlockType {
  const parent = state.selection.$from.parent;
  if (parent.type !== nodes.heading) return 'paragraph';
  return `heading${parent.attrs.level as 1 | 2 | 3}`;
}

export function formatOf(state: EditorState): EditorFormat {
  return {
    bold: markActive(state, marks.strong),
    italic: markActive(state, marks.em),
    underline: markActive(state, marks.underline),
    bulletList: inList(state, nodes.bullet_list),
    numberedList: inList(state, nodes.ordered_list),
    block: blockOf(state),
    canUndo: undo(state),
    canRedo: redo(state),
  };
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

export const editorCommands = {
  bold: toggleMark(marks.strong),
  italic: toggleMark(marks.em),
  underline: toggleMark(marks.underline),
  bulletList: toggleList(nodes.bullet_list),
  numberedList: toggleList(nodes.ordered_list),
  undo,
  redo,
} satisfies Record<string, Command>;

export function setBlock(block: BlockType): Command {
  return block === 'paragraph'
    ? setBlockType(nodes.paragraph)
    : setBlockType(nodes.heading, { level: Number(block.slice(-1)) });
}

/**
 * Keys of a word processor. Tab is left to the browser, so a keyboard user can leave the editor
 * (WCAG 2.1.2); lists nest with Mod-] and Mod-[. Nothing binds Shift+Alt+arrows or Ctrl+`: those
 * are the player's and recorder's hotkeys and must reach them while the secretary types.
 */
export function editorPlugins(): Plugin[] {
  return [
    // The browser would extend the selection on Shift+Alt+arrows; the event still bubbles on to
    // the document, where the player's hotkeys listen (spec 001 section 9).
    new Plugin({
      props: {
        handleKeyDown: (_view, event) => event.shiftKey && event.altKey && event.key.startsWith('Arrow'),
      },
    }),
    history(),
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': editorCommands.bold,
      'Mod-i': editorCommands.italic,
      'Mod-u': editorCommands.underline,
      'Shift-Mod-8': editorCommands.bulletList,
      'Shift-Mod-7': editorCommands.numberedList,
      Enter: splitListItem(nodes.list_item),
      'Mod-[': liftListItem(nodes.list_item),
      'Mod-]': sinkListItem(nodes.list_item),
      'Shift-Enter': (state, dispatch) => {
        dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
        return true;
      },
    }),
    keymap(baseKeymap),
  ];
}
