import { closeHistory } from 'prosemirror-history';
import { type Command, EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type BlockType,
  cleanPastedHtml,
  letterText,
  type OpenedLetter,
  openLetter,
  plainTextSlice,
  serializeLetterHtml,
} from '../letterHtml';
import { editorLabels } from '../messages';
import { differingRange } from './differingRange';
import {
  type EditorAction,
  editorCommands,
  editorPlugins,
  setBlock,
  setLink,
  setTextStyle,
} from './editorCommands';
import { type EditorFormat, formatOf } from './editorFormat';
import * as styles from './LetterEditor.css';
import { LetterEditorToolbar, type LetterEditorToolbarHandle } from './LetterEditorToolbar';

/** What the letter screen does with the editor besides typing into it. */
export interface LetterEditorHandle {
  /**
   * The letter as the server keeps it: the HTML it came as, with the user's changes in place
   * (`sourceWithChanges`; serialized on demand, never per keystroke). Untouched, it is exactly the
   * HTML the editor was given.
   */
  getHtml(): string;
  /** The letter as it may be shown, printed or copied: nothing in it loads from elsewhere. */
  getDisplayHtml(): string;
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
  /**
   * The browser's spell checking (the user's `useSpellcheck` setting, spec 000 section 3).
   * @default true
   */
  spellcheck?: boolean;
  /** The editor's handle (React 19 ref prop). @default undefined */
  ref?: Ref<LetterEditorHandle>;
}

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
  spellcheck = true,
  ref,
}: LetterEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, readOnly });
  latest.current = { onChange, readOnly };
  // The document is parsed once (a 20-page letter is worth it); states are immutable, so a
  // remount (StrictMode) may start from the same one.
  const toolbar = useRef<LetterEditorToolbarHandle>(null);
  // What the server has, to write the user's changes into (not the editor's rewrite of all of it).
  const opened = useRef<OpenedLetter | null>(null);
  opened.current ??= openLetter(initialHtml);
  const [initialState] = useState(() =>
    EditorState.create({
      doc: (opened.current as OpenedLetter).doc,
      plugins: editorPlugins({
        onLinkShortcut: () => toolbar.current?.openLink(),
        onToolbarShortcut: () => toolbar.current?.focus(),
      }),
    }),
  );
  const [format, setFormat] = useState<EditorFormat>(() => formatOf(initialState));

  // One view per document: `initialHtml` is read when the editor mounts (remount to show another).
  // Made in the commit that mounts the editor, so the frame that shows the editor shows the text,
  // editable, rather than an empty page until the effects that run after it (issue 33).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document is the mount's, by design
  useLayoutEffect(() => {
    const element = mount.current;
    if (!element) return;
    const editor = new EditorView(element, {
      state: initialState,
      editable: () => !latest.current.readOnly,
      // Word, LibreOffice and Google Docs: their tables, lists and emphasis, not their noise.
      transformPastedHTML: cleanPastedHtml,
      attributes: { ...editorAttributes(latest.current.readOnly, label, spellcheck), class: styles.page },
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
    // The first save of a long letter in another application's HTML needs its alignment: made
    // while the browser is idle after opening, not when the secretary pauses typing.
    const idle = globalThis.requestIdleCallback?.(() => opened.current?.prepare());
    return () => {
      if (idle !== undefined) globalThis.cancelIdleCallback?.(idle);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.setProps({ attributes: { ...editorAttributes(readOnly, label, spellcheck), class: styles.page } });
  }, [readOnly, label, spellcheck]);

  useImperativeHandle(
    ref,
    () => ({
      getHtml: () =>
        view.current && opened.current ? opened.current.serverHtmlOf(view.current.state.doc) : initialHtml,
      getDisplayHtml: () => serializeLetterHtml(view.current?.state.doc ?? initialState.doc, 'display'),
      getText: () => (view.current ? letterText(view.current.state.doc) : ''),
      replaceHtml(html) {
        const editor = view.current;
        if (!editor) return;
        // What the user keeps (merged, theirs or mine) is now what changes are written into.
        opened.current = openLetter(html);
        const replacing = differingRange(editor.state.doc, opened.current.doc);
        if (!replacing) return;
        // Only what differs: a merge adds another session's edits around the user's own, and the
        // caret in their text stays where they were typing (replacing the whole text put it at
        // the end, where the next keys went).
        editor.dispatch(
          editor.state.tr.replace(
            replacing.from,
            replacing.to,
            opened.current.doc.slice(replacing.from, replacing.toInNext),
          ),
        );
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
    [initialHtml, initialState.doc],
  );

  // The same handlers for the editor's life: the toolbar is memoised on them (issue 33).
  const toolbarActions = useMemo(() => {
    const run = (command: Command) => {
      const editor = view.current;
      if (!editor) return;
      command(editor.state, editor.dispatch, editor);
      editor.focus();
    };
    return {
      onAction: (action: EditorAction) => run(editorCommands[action]),
      onBlock: (block: BlockType) => run(setBlock(block)),
      onTextStyle: (property: string, value: string | null) => run(setTextStyle(property, value)),
      onLink: (href: string, text?: string) => run(setLink(href, text)),
    };
  }, []);

  return (
    <div className={styles.root} data-state={readOnly ? 'read-only' : 'editable'}>
      <LetterEditorToolbar ref={toolbar} format={format} isDisabled={readOnly} {...toolbarActions} />
      <div ref={mount} style={{ display: 'contents' }} />
    </div>
  );
}

/**
 * A labelled multi-line textbox (ProseMirror's contenteditable carries no role). Read-only, it
 * stays in the tab order, so keyboard and screen reader users still reach the text to read it.
 */
function editorAttributes(readOnly: boolean, label: string, spellcheck: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-readonly': String(readOnly),
    spellcheck: String(spellcheck),
    ...(readOnly ? { tabindex: '0' } : {}),
  };
}

function sameFormat(a: EditorFormat, b: EditorFormat): boolean {
  return (Object.keys(a) as (keyof EditorFormat)[]).every((key) => a[key] === b[key]);
}
