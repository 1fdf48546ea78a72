import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels } from '../messages';
import { LetterEditor, type LetterEditorHandle } from './LetterEditor';

/** The story's editor handle, as the letter screen holds it (getHtml is what the autosave reads). */
const handle = createRef<LetterEditorHandle>();
const html = () => handle.current?.getHtml() ?? '';

const letter =
  '<p>Dear Colleague,</p><p>Thank you for referring this patient, seen in clinic today.</p><p>Yours sincerely,</p>';

const meta = {
  title: 'LetterView/LetterEditor',
  component: LetterEditor,
  args: { initialHtml: letter, onChange: fn() },
  render: (args) => <LetterEditor {...args} ref={handle} />,
} satisfies Meta<typeof LetterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const textbox = (canvas: Canvas) => canvas.getByRole('textbox', { name: editorLabels.editor });
const toggle = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** Puts the caret at the end of `element`'s text, as a click there would. */
async function caretAtEndOf(canvas: Canvas, element: Element) {
  await userEvent.click(element);
  const selection = document.getSelection();
  selection?.selectAllChildren(element);
  selection?.collapseToEnd();
  await waitFor(() => expect(textbox(canvas)).toHaveFocus());
}

/** What a copy (Ctrl+C) of the current selection puts on the clipboard as plain text. */
function copied(editor: HTMLElement): string {
  const clipboardData = new DataTransfer();
  editor.dispatchEvent(new ClipboardEvent('copy', { clipboardData, bubbles: true, cancelable: true }));
  return clipboardData.getData('text/plain');
}

const pressed = (canvas: Canvas, name: string, value: boolean) =>
  waitFor(() => expect(toggle(canvas, name)).toHaveAttribute('aria-pressed', String(value)));

export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = textbox(canvas);
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    await caretAtEndOf(canvas, canvas.getByText('Yours sincerely,'));
    await userEvent.keyboard(' Dr Smith');
    await waitFor(() => expect(html()).toContain('<p>Yours sincerely, Dr Smith</p>'));
    expect(args.onChange).toHaveBeenCalled();
    // Shift+Enter is a line break, Enter a new paragraph.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}Consultant{Enter}cc GP');
    expect(html()).toContain('<p>Yours sincerely, Dr Smith<br>Consultant</p><p>cc GP</p>');
    expect(handle.current?.getText()).toContain('Consultant\ncc GP');
    // Undo and redo by keyboard; Tab leaves the editor (no keyboard trap).
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(html()).not.toContain('cc GP'));
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(html()).toContain('cc GP'));
    await userEvent.tab({ shift: true });
    expect(editor).not.toHaveFocus();
  },
};

export const Formatting: Story = {
  args: {
    initialHtml:
      '<h2>Plan</h2><p><strong><em>Review in six weeks</em></strong> and <u>repeat bloods</u>.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Review in six weeks'));
    await pressed(canvas, editorLabels.bold, true);
    await pressed(canvas, editorLabels.italic, true);
    await pressed(canvas, editorLabels.underline, false);
    await caretAtEndOf(canvas, canvas.getByText('repeat bloods'));
    await pressed(canvas, editorLabels.underline, true);
    await pressed(canvas, editorLabels.bold, false);
    // Mod-b and the toolbar do the same; typing goes on in the formatting chosen.
    await userEvent.keyboard('{Control>}b{/Control} urgently');
    // Marks nest in the schema's order (strong, em, u), whatever order they were applied in.
    await waitFor(() => expect(html()).toContain('<u>repeat bloods</u><strong><u> urgently</u></strong>'));
    await userEvent.click(toggle(canvas, editorLabels.italic));
    await pressed(canvas, editorLabels.italic, true);
    await waitFor(() => expect(textbox(canvas)).toHaveFocus());
    await userEvent.keyboard('!');
    expect(html()).toContain('<strong><u> urgently</u><em><u>!</u></em></strong>');
    // The heading level follows the selection, and the Text style select changes it.
    await caretAtEndOf(canvas, canvas.getByText('Plan'));
    const style = canvas.getByRole('button', { name: new RegExp(`${editorLabels.blockType}$`) });
    await waitFor(() => expect(style).toHaveTextContent(editorLabels.heading(2)));
    await userEvent.click(style);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: editorLabels.heading(1) }),
    );
    await waitFor(() => expect(html()).toMatch(/^<h1>Plan<\/h1>/));
  },
};

export const Lists: Story = {
  args: {
    initialHtml:
      '<p>Medication:</p><ul><li><p>Ramipril 5 mg</p></li><li><p>Atorvastatin 20 mg</p></li></ul><ol><li><p>Stop smoking</p></li></ol>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Atorvastatin 20 mg'));
    await pressed(canvas, editorLabels.bulletList, true);
    await pressed(canvas, editorLabels.numberedList, false);
    await userEvent.keyboard('{Enter}Aspirin 75 mg');
    await waitFor(() =>
      expect(html()).toContain('<li><p>Atorvastatin 20 mg</p></li><li><p>Aspirin 75 mg</p></li>'),
    );
    // The other list button changes the list's kind; the same one takes the item out of the list.
    await userEvent.click(toggle(canvas, editorLabels.numberedList));
    await waitFor(() => expect(html()).toContain('<ol><li><p>Ramipril 5 mg</p></li>'));
    await pressed(canvas, editorLabels.numberedList, true);
    await caretAtEndOf(canvas, canvas.getByText('Stop smoking'));
    await userEvent.click(toggle(canvas, editorLabels.numberedList));
    await waitFor(() => expect(html()).toMatch(/<\/ol><p>Stop smoking<\/p>$/));
    await pressed(canvas, editorLabels.numberedList, false);
    await caretAtEndOf(canvas, canvas.getByText('Medication:'));
    await userEvent.click(toggle(canvas, editorLabels.bulletList));
    await waitFor(() => expect(html()).toMatch(/^<ul><li><p>Medication:<\/p><\/li><\/ul>/));
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = textbox(canvas);
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'false');
    for (const name of [editorLabels.bold, editorLabels.italic, editorLabels.underline, editorLabels.undo])
      expect(toggle(canvas, name)).toBeDisabled();
    // Still selectable and copyable: the editor copies what is selected in it.
    await userEvent.click(editor);
    expect(editor).toHaveFocus();
    document.getSelection()?.selectAllChildren(canvas.getByText('Dear Colleague,'));
    await waitFor(() => expect(copied(editor)).toBe('Dear Colleague,'));
    await userEvent.keyboard('Typed');
    expect(html()).toBe(letter);
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The player's and recorder's hotkeys (spec 001 section 9) pass through a focused editor. */
export const PlayerHotkeysWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heard: string[] = [];
    const modifiers = ['Shift', 'Alt', 'Control'];
    const listener = (event: KeyboardEvent) => {
      if (!modifiers.includes(event.key))
        heard.push(
          `${event.ctrlKey ? 'Ctrl+' : ''}${event.shiftKey && event.altKey ? 'Shift+Alt+' : ''}${event.code}`,
        );
    };
    document.addEventListener('keydown', listener);
    try {
      await caretAtEndOf(canvas, canvas.getByText('Dear Colleague,'));
      await userEvent.keyboard('{Shift>}{Alt>}{ArrowDown}{ArrowLeft}{ArrowRight}{/Alt}{/Shift}');
      await userEvent.keyboard('{Control>}[Backquote]{/Control}');
      expect(heard).toEqual([
        'Shift+Alt+ArrowDown',
        'Shift+Alt+ArrowLeft',
        'Shift+Alt+ArrowRight',
        'Ctrl+Backquote',
      ]);
      expect(textbox(canvas)).toHaveFocus();
      expect(html()).toBe(letter);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  },
};

/**
 * `insertText` (Text magic, the AI summary) while the user types: the insertion is a step of its
 * own even with keys pressed just before and after it, so Undo takes back exactly it, and it is
 * saved like typing (`onChange`).
 */
export const InsertTextWhileTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Dear Colleague,'));
    await userEvent.keyboard(' A');
    handle.current?.insertText(' Summary: seen.\n\nPlan: review.');
    await userEvent.keyboard('B');
    expect(html()).toMatch(/^<p>Dear Colleague, A Summary: seen\.<\/p><p>Plan: review\.B<\/p>/);
    expect(args.onChange).toHaveBeenCalled();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(html()).toMatch(/^<p>Dear Colleague, A Summary: seen\.<\/p><p>Plan: review\.<\/p>/),
    );
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(html()).toMatch(/^<p>Dear Colleague, A<\/p><p>Thank you/));
    // A selection is replaced.
    document.getSelection()?.selectAllChildren(canvas.getByText('Yours sincerely,'));
    await waitFor(() => expect(handle.current?.hasSelection()).toBe(true));
    handle.current?.insertText('Kind regards,');
    expect(html()).toMatch(/<p>Kind regards,<\/p>$/);
    expect(handle.current?.hasSelection()).toBe(false);
  },
};
