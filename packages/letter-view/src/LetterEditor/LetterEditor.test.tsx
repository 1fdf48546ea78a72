import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

/** Puts the caret `offset` characters into the text of the first element matching `selector`. */
function caretIn(textbox: HTMLElement, selector: string, offset: number) {
  const text = textbox.querySelector(selector)?.firstChild;
  if (!text) throw new Error('no text');
  textbox.focus();
  const selection = document.getSelection();
  selection?.collapse(text, offset);
  fireEvent(document, new Event('selectionchange'));
}

describe('LetterEditor', () => {
  it('is a labelled multi-line textbox, and gives back the letter as it came while untouched', () => {
    const html = '<p class=MsoNormal style="color:red">Dear <b>Colleague</b>,<o:p></o:p></p>';
    const { editor, textbox } = renderEditor(html);
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(editor().getHtml()).toBe(html);
    expect(editor().getText()).toBe('Dear Colleague,');
  });

  it('never leaves the letter when a link in it is clicked; Ctrl+click opens it in a new tab', () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { textbox } = renderEditor('<p>See <a href="https://www.nhs.uk/">NHS</a></p>', { readOnly: true });
    const link = textbox.querySelector('a') as HTMLAnchorElement;
    expect(fireEvent.click(link)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(link, { ctrlKey: true });
    expect(opened).toHaveBeenCalledWith('https://www.nhs.uk/', '_blank', 'noopener,noreferrer');
    opened.mockRestore();
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

  it('replaces only what differs: the caret in the user’s own text stays where they type', () => {
    const { editor, textbox } = renderEditor('<p>Urgen</p><p>Dear Colleague,</p><p>Yours sincerely,</p>');
    caretIn(textbox, 'p', 'Urgen'.length);
    // A merge: another session's words at the end, the user's own first line as it was.
    act(() => editor().replaceHtml('<p>Urgen</p><p>Dear Colleague,</p><p>Yours sincerely, Dr Ahmed</p>'));
    act(() => editor().insertText('t:'));
    expect(editor().getHtml()).toBe('<p>Urgent:</p><p>Dear Colleague,</p><p>Yours sincerely, Dr Ahmed</p>');
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
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const control of toolbar.querySelectorAll('button')) expect(control).toBeDisabled();
    for (const name of ['Bold', 'Bullet list', 'Text colour', 'Link', 'Table', 'Undo', 'Keyboard shortcuts'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    selectFirstParagraph(textbox);
    fireEvent.keyDown(textbox, { key: 'b', ctrlKey: true });
    expect(editor().getHtml()).toBe('<p>Completed letter</p>');
    expect(document.getSelection()?.toString()).toBe('Completed letter');
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('insertText (Text magic, the AI summary)', () => {
    it('inserts at the cursor, a paragraph per blank line, as one step Undo takes back', () => {
      const { editor, textbox, onChange } = renderEditor('<p>Dear Colleague,</p><p>Yours sincerely,</p>');
      caretIn(textbox, 'p', 'Dear Colleague,'.length);
      act(() => editor().insertText(' Summary:\r\n\r\nSeen today.\nStable.\n\n \n\nPlan: review\n\n'));
      expect(editor().getHtml()).toBe(
        '<p>Dear Colleague, Summary:</p><p>Seen today.<br>Stable.</p><p>Plan: review</p><p>Yours sincerely,</p>',
      );
      expect(onChange).toHaveBeenCalledOnce();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(editor().getHtml()).toBe('<p>Dear Colleague,</p><p>Yours sincerely,</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
      expect(editor().getText()).toBe(
        'Dear Colleague, Summary:\nSeen today.\nStable.\nPlan: review\nYours sincerely,',
      );
    });

    it('goes inline into the block at the cursor, with the marks typing there would get', () => {
      const { editor, textbox } = renderEditor('<h2>Plan</h2><p><strong>Review soon</strong></p>');
      caretIn(textbox, 'strong', 'Review'.length);
      act(() => editor().insertText(' in clinic'));
      expect(editor().getHtml()).toBe('<h2>Plan</h2><p><strong>Review in clinic soon</strong></p>');
      caretIn(textbox, 'h2', 'Plan'.length);
      act(() => editor().insertText(' A\n\nB'));
      expect(editor().getHtml()).toBe('<h2>Plan A</h2><p>B</p><p><strong>Review in clinic soon</strong></p>');
    });

    it('replaces the selection; Undo brings the selected text back', () => {
      const { editor, textbox, onChange } = renderEditor('<p>Dear Colleague,</p><p>Yours sincerely,</p>');
      expect(editor().hasSelection()).toBe(false);
      textbox.focus();
      selectFirstParagraph(textbox);
      expect(editor().hasSelection()).toBe(true);
      act(() => editor().insertText('A short summary.'));
      expect(editor().getHtml()).toBe('<p>A short summary.</p><p>Yours sincerely,</p>');
      expect(editor().hasSelection()).toBe(false);
      expect(onChange).toHaveBeenCalledOnce();
      fireEvent.keyDown(textbox, { key: 'z', ctrlKey: true });
      expect(editor().getHtml()).toBe('<p>Dear Colleague,</p><p>Yours sincerely,</p>');
    });

    it('keeps the selection and inserts after it when told not to replace it', () => {
      const { editor, textbox } = renderEditor('<p>Dear Colleague,</p>');
      textbox.focus();
      selectFirstParagraph(textbox);
      act(() => editor().insertText(' Hello', { replaceSelection: false }));
      expect(editor().getHtml()).toBe('<p>Dear Colleague, Hello</p>');
    });

    it('two insertions are two steps: Undo takes back only the last', () => {
      const { editor, textbox } = renderEditor('<p>Dear Colleague,</p>');
      caretIn(textbox, 'p', 'Dear Colleague,'.length);
      act(() => editor().insertText(' one'));
      act(() => editor().insertText(' two'));
      expect(editor().getHtml()).toBe('<p>Dear Colleague, one two</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(editor().getHtml()).toBe('<p>Dear Colleague, one</p>');
    });

    it('does nothing with empty text or on a read-only letter', () => {
      const editable = renderEditor('<p>Dear Colleague,</p>');
      act(() => editable.editor().insertText('\n \n\n'));
      act(() => editable.editor().insertText(''));
      expect(editable.editor().getHtml()).toBe('<p>Dear Colleague,</p>');
      expect(editable.onChange).not.toHaveBeenCalled();
      cleanup();
      const readOnly = renderEditor('<p>Completed letter</p>', { readOnly: true });
      act(() => readOnly.editor().insertText('More text'));
      expect(readOnly.editor().getHtml()).toBe('<p>Completed letter</p>');
      expect(readOnly.onChange).not.toHaveBeenCalled();
    });
  });
});
