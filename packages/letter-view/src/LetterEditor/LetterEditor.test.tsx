import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LetterEditor, type LetterEditorHandle } from './LetterEditor';

// jsdom has no layout: ProseMirror measures a range to scroll the selection into view (undo,
// redo), and Range has no getClientRects there. The real browser runs these in the stories.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function renderEditor(initialHtml: string, props: { readOnly?: boolean } = {}) {
  const handle = createRef<LetterEditorHandle>();
  const onChange = vi.fn();
  render(<LetterEditor ref={handle} initialHtml={initialHtml} onChange={onChange} {...props} />);
  const textbox = screen.getByRole('textbox', { name: 'Letter text' });
  const editor = () => {
    if (!handle.current) throw new Error('no editor handle');
    return handle.current;
  };
  return { editor, textbox, onChange };
}

/** Selects the whole text of the first paragraph, as a drag over it would. */
function selectFirstParagraph(textbox: HTMLElement) {
  const text = textbox.querySelector('p')?.firstChild;
  if (!text) throw new Error('no text');
  const range = document.createRange();
  range.selectNodeContents(text);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

describe('LetterEditor', () => {
  it('is a labelled multi-line textbox showing the document as canonical HTML', () => {
    const { editor, textbox } = renderEditor('<p style="color:red">Dear <b>Colleague</b>,</p>');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(editor().getHtml()).toBe('<p>Dear <strong>Colleague</strong>,</p>');
    expect(editor().getText()).toBe('Dear Colleague,');
  });

  it('replaces the text as one step that Undo takes back', () => {
    const { editor, onChange } = renderEditor('<p>Dear Colleague,</p>');
    act(() => editor().replaceHtml('<p>Merged</p><ul><li><p>point</p></li></ul>'));
    expect(editor().getHtml()).toBe('<p>Merged</p><ul><li><p>point</p></li></ul>');
    expect(onChange).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor().getHtml()).toBe('<p>Dear Colleague,</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(editor().getHtml()).toBe('<p>Merged</p><ul><li><p>point</p></li></ul>');
  });

  it('formats with the keyboard shortcuts, and the toolbar shows what the selection has', () => {
    const { editor, textbox } = renderEditor('<p>Dear Colleague,</p>');
    textbox.focus();
    selectFirstParagraph(textbox);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    fireEvent.keyDown(textbox, { key: 'b', ctrlKey: true });
    fireEvent.keyDown(textbox, { key: 'u', ctrlKey: true });
    expect(editor().getHtml()).toBe('<p><strong><u>Dear Colleague,</u></strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.keyDown(textbox, { key: 'z', ctrlKey: true });
    expect(editor().getHtml()).toBe('<p><strong>Dear Colleague,</strong></p>');
    fireEvent.keyDown(textbox, { key: 'y', ctrlKey: true });
    expect(editor().getHtml()).toBe('<p><strong><u>Dear Colleague,</u></strong></p>');
  });

  it('read-only: not editable, the toolbar disabled, the text still there to select and copy', () => {
    const { editor, textbox, onChange } = renderEditor('<p>Completed letter</p>', { readOnly: true });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    for (const name of ['Bold', 'Italic', 'Underline', 'Bullet list', 'Numbered list', 'Undo', 'Redo'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    selectFirstParagraph(textbox);
    fireEvent.keyDown(textbox, { key: 'b', ctrlKey: true });
    expect(editor().getHtml()).toBe('<p>Completed letter</p>');
    expect(document.getSelection()?.toString()).toBe('Completed letter');
    expect(onChange).not.toHaveBeenCalled();
  });
});
