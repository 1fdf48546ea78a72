import { closeHistory } from 'prosemirror-history';
import type { Node } from 'prosemirror-model';
import { EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { editorLabels } from '../messages';
import { type EditorFormat, editorCommands, editorPlugins, formatOf, setBlock } from './editorCommands';
import * as styles from './LetterEditor.css';
import { LetterEditorToolbar, type ToolbarAction } from './LetterEditorToolbar';
import { letterText, parseLetterHtml, plainTextSlice, serializeLetterHtml } from './letterHtml';
import type { BlockType } from './letterSchema';

/** What the letter screen does with the editor besides typing into it. */
export interface LetterEditorHandle {
  /** The document as canonical HTML (serialized on demand, never per keystroke). */
  getHtml(): string;
  /** The text, a line per block. */
  getText(): string;
  /** Replaces the whole text as one undoable step (a merge after a conflict, a kept version). */
  replaceHtml(html: string): void;
  /**
   * Inserts plain text at the cursor (Text magic, the AI summary), replacing the selection if
   * there is one unless `replaceSelection` is false (then it goes after the selection). A blank
   * line starts a new paragraph, a single line break is a line break. One undoable step, and
   * `onChange` is called as for typing. Nothing happens when read-only or for empty text.
   */
  insertText(text: string, options?: InsertTextOptions): void;
  /** Whether some text is selected (not just a cursor). */
  hasSelection(): boolean;
  focus(): void;
}

export interface InsertTextOptions {
  /**
   * Replace the selected text; false inserts after the selection and keeps it.
   * @default true
   */
  replaceSelection?: boolean;
}

export interface LetterEditorProps {
  /** The document to show (server HTML: sanitized and read through the letter schema). */
  initialHtml: string;
  /**
   * Read-only: selectable and copyable, not editable, toolbar disabled.
   * @default false
   */
  readOnly?: boolean;
  /** Called after every change of the text (not of the selection). @default undefined */
  onChange?: () => void;
  /** The editor's accessible name. @default 'Letter text' */
  label?: string;
  /** The editor's handle (React 19 ref prop). @default undefined */
  ref?: Ref<LetterEditorHandle>;
}

const stateOf = (doc: Node) => EditorState.create({ doc, plugins: editorPlugins() });

/**
 * The letter's text: a ProseMirror editor on a 680 px page in Arial 12 pt (spec 001 section 9),
 * with the formatting a letter needs. The document is HTML in, edits out: `onChange` says that
 * something changed and `getHtml` serializes when the autosave asks, so typing in a 20-page
 * letter re-renders nothing in React.
 */
export function LetterEditor({
  initialHtml,
  readOnly = false,
  onChange,
  label = editorLabels.editor,
  ref,
}: LetterEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, readOnly });
  latest.current = { onChange, readOnly };
  // The document is parsed once (a 20-page letter is worth it); states are immutable, so a
  // remount (StrictMode) may start from the same one.
  const [initialState] = useState(() => stateOf(parseLetterHtml(initialHtml)));
  const [format, setFormat] = useState<EditorFormat>(() => formatOf(initialState));

  // One view per document: `initialHtml` is read when the editor mounts (remount to show another).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document is the mount's, by design
  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const editor = new EditorView(element, {
      state: initialState,
      editable: () => !latest.current.readOnly,
      attributes: { ...editorAttributes(latest.current.readOnly, label), class: styles.page },
      dispatchTransaction(transaction: Transaction) {
        const next = editor.state.apply(transaction);
        editor.updateState(next);
        setFormat((previous) => {
          const current = formatOf(next);
          return sameFormat(previous, current) ? previous : current;
        });
        if (transaction.docChanged) latest.current.onChange?.();
      },
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.setProps({ attributes: { ...editorAttributes(readOnly, label), class: styles.page } });
  }, [readOnly, label]);

  useImperativeHandle(
    ref,
    () => ({
      getHtml: () => (view.current ? serializeLetterHtml(view.current.state.doc) : initialHtml),
      getText: () => (view.current ? letterText(view.current.state.doc) : ''),
      replaceHtml(html) {
        const editor = view.current;
        if (!editor) return;
        const doc = parseLetterHtml(html);
        editor.dispatch(editor.state.tr.replaceWith(0, editor.state.doc.content.size, doc.content));
      },
      insertText(text, options = {}) {
        const editor = view.current;
        if (!editor || latest.current.readOnly) return;
        const { state } = editor;
        const tr = state.tr;
        if (options.replaceSelection === false && !state.selection.empty)
          tr.setSelection(TextSelection.create(tr.doc, state.selection.to));
        const slice = plainTextSlice(text, tr.storedMarks ?? tr.selection.$from.marks());
        if (slice.size === 0) return;
        // Its own step in the history: typing just before or after it (within the history's
        // 500 ms grouping) is not undone with it, so Undo takes back exactly the insertion.
        editor.dispatch(closeHistory(tr.replaceSelection(slice).scrollIntoView()));
        editor.dispatch(closeHistory(editor.state.tr));
      },
      hasSelection: () => Boolean(view.current && !view.current.state.selection.empty),
      focus: () => view.current?.focus(),
    }),
    [initialHtml],
  );

  const run = (action: ToolbarAction) => {
    const editor = view.current;
    if (!editor) return;
    editorCommands[action](editor.state, editor.dispatch, editor);
    editor.focus();
  };
  const block = (type: BlockType) => {
    const editor = view.current;
    if (!editor) return;
    setBlock(type)(editor.state, editor.dispatch, editor);
    editor.focus();
  };

  return (
    <div className={styles.root} data-state={readOnly ? 'read-only' : 'editable'}>
      <LetterEditorToolbar format={format} isDisabled={readOnly} onAction={run} onBlock={block} />
      <div ref={mount} style={{ display: 'contents' }} />
    </div>
  );
}

/**
 * A labelled multi-line textbox (ProseMirror's contenteditable carries no role). Read-only, it
 * stays in the tab order, so keyboard and screen reader users still reach the text to read it.
 */
function editorAttributes(readOnly: boolean, label: string): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-readonly': String(readOnly),
    spellcheck: 'true',
    ...(readOnly ? { tabindex: '0' } : {}),
  };
}

function sameFormat(a: EditorFormat, b: EditorFormat): boolean {
  return (Object.keys(a) as (keyof EditorFormat)[]).every((key) => a[key] === b[key]);
}
