import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it } from 'vitest';
import { letterSchema } from '../letterHtml';
import { caretWhereClicked } from './caretWhereClicked';

const { doc, paragraph, image } = letterSchema.nodes;
const text = (value: string) => letterSchema.text(value);

let view: EditorView | undefined;
afterEach(() => {
  view?.destroy();
  view = undefined;
});

/** A letterhead line, then the line the user clicks in (positions 16 to 29), then an image. */
function openEditor({ editable = true } = {}) {
  const letter = doc.create(null, [
    paragraph.create(null, text('Department of')),
    paragraph.create(null, text('Creatinine 142')),
    paragraph.create(null, image.create({ src: 'data:image/png;base64,AA==', alt: 'Signature' })),
  ]);
  view = new EditorView(document.body.appendChild(document.createElement('div')), {
    state: EditorState.create({ doc: letter, plugins: [caretWhereClicked()] }),
    editable: () => editable,
  });
  return view;
}

/**
 * A click as ProseMirror hands it on: the mousedown to the plugin's DOM handlers (before the
 * browser moves the focus), then `handleClick` with the position under the pointer as it ends.
 */
function click(editor: EditorView, pos: number, init: MouseEventInit & { target?: Element } = {}) {
  const target = init.target ?? editor.dom.querySelectorAll('p')[1] ?? editor.dom;
  const down = new MouseEvent('mousedown', { button: 0, detail: 1, ...init });
  const up = new MouseEvent('mouseup', { button: 0, detail: 1, ...init });
  Object.defineProperty(down, 'target', { value: target });
  Object.defineProperty(up, 'target', { value: target });
  editor.someProp('handleDOMEvents', (handlers) => handlers.mousedown?.(editor, down));
  return editor.someProp('handleClick', (handle) => handle(editor, pos, up)) ?? false;
}

const caret = (editor: EditorView) => editor.state.selection.head;

describe('caretWhereClicked', () => {
  it('puts the caret where the click that gave the editor the focus landed', () => {
    const editor = openEditor();
    expect(caret(editor)).toBe(1);
    expect(click(editor, 26)).toBe(true);
    expect(editor.state.selection).toBeInstanceOf(TextSelection);
    expect(caret(editor)).toBe(26);
    expect(editor.state.selection.empty).toBe(true);
  });

  it('leaves a click on an editor that has the focus to ProseMirror', () => {
    const editor = openEditor();
    editor.hasFocus = () => true;
    expect(click(editor, 26)).toBe(false);
    expect(caret(editor)).toBe(1);
  });

  it('does nothing when the caret is there already, or for a double click', () => {
    const editor = openEditor();
    editor.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 26)));
    expect(click(editor, 26)).toBe(false);
    expect(click(editor, 20, { detail: 2 })).toBe(false);
    expect(caret(editor)).toBe(26);
  });

  it('keeps ProseMirror own handling of a click on an image, and of a read-only letter', () => {
    const editor = openEditor();
    const picture = editor.dom.querySelector('img');
    if (!picture) throw new Error('no image');
    expect(click(editor, 32, { target: picture })).toBe(false);
    expect(caret(editor)).toBe(1);
    const readOnly = openEditor({ editable: false });
    expect(click(readOnly, 26)).toBe(false);
    expect(caret(readOnly)).toBe(1);
  });
});
