import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels } from '../messages';
import type { LetterEditor } from './LetterEditor';
import {
  caretAtEndOf,
  editorStoryMeta,
  handle,
  html,
  pressed,
  selectButton,
  textbox,
  control as toggle,
} from './letterEditorStories';

const letter =
  '<p>Dear Colleague,</p><p>Thank you for referring this patient, seen in clinic today.</p><p>Yours sincerely,</p>';

const meta = {
  title: 'LetterView/LetterEditor',
  ...editorStoryMeta(letter),
} satisfies Meta<typeof LetterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a copy (Ctrl+C) of the current selection puts on the clipboard as plain text. */
function copied(editor: HTMLElement): string {
  const clipboardData = new DataTransfer();
  editor.dispatchEvent(new ClipboardEvent('copy', { clipboardData, bubbles: true, cancelable: true }));
  return clipboardData.getData('text/plain');
}

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
    const style = selectButton(canvas, editorLabels.blockType);
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
    // Every control of the toolbar is off: selects, buttons, menus, alignment and the help.
    const toolbar = canvas.getByRole('toolbar', { name: editorLabels.toolbar });
    const controls = Array.from(toolbar.querySelectorAll('button'));
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control).toBeDisabled();
    expect(toggle(canvas, editorLabels.bold)).toBeDisabled();
    // Mod-k opens nothing.
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
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

/** A signature as Word pastes one: an image in the letter itself (`data:`), shown. */
const signature =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='40'%3E%3Cpath d='M5 30c10-25 20 10 30-5s20 5 30-12 15 20 45 2' stroke='%23002060' fill='none' stroke-width='2'/%3E%3C/svg%3E";

/**
 * A letter as Word writes it: its own fonts, borders, alignment, colours and indents. Its red is
 * Word's dark red: Word's bright red (#ff0000) on white is 4:1, under AA, which axe would report.
 */
const wordLetter = [
  '<p class="MsoNormal" align="right" style="text-align:right"><span style="font-family:Calibri,sans-serif">Clinic date: 2<sup>nd</sup> March</span></p>',
  '<p class="MsoNormal"><span style="font-family:\'Times New Roman\',serif;font-size:14pt">Dear Dr Okafor,</span></p>',
  '<table class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse;border:none">',
  '<tr><td style="border:solid windowtext 1.0pt;padding:0cm 5.4pt"><p class="MsoNormal"><b>Test</b></p></td>',
  '<td style="border:solid windowtext 1.0pt;padding:0cm 5.4pt"><p class="MsoNormal"><b>Result</b></p></td></tr>',
  '<tr><td style="border:solid windowtext 1.0pt;padding:0cm 5.4pt"><p class="MsoNormal">Hb</p></td>',
  '<td style="border:solid windowtext 1.0pt;padding:0cm 5.4pt"><p class="MsoNormal"><span style="color:#C00000">92 g/L</span></p></td></tr>',
  '</table>',
  '<p class="MsoNormal" style="margin-left:36.0pt"><i>Note: iron studies to follow.</i></p>',
  '<hr size="2" width="100%" align="center">',
  '<p class="MsoNormal">See <a href="https://www.nice.org.uk/guidance/ng24">NICE NG24</a>.</p>',
  `<p class="MsoNormal"><img width="120" height="40" src="${signature}" alt="Signature of Dr A Patel"></p>`,
].join('');

/**
 * The letter shown as it came (the page keeps its own styles): the table with its borders, the
 * right-aligned date with its superscript, the fonts, the red value, the indented note, the rule,
 * the link and the signature. Untouched, it is saved as it came, and the toolbar reads its formatting.
 */
export const RichLetter: Story = {
  args: { initialHtml: wordLetter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = textbox(canvas);
    const style = (element: Element) => getComputedStyle(element);
    expect(style(page).contain).toMatch(/paint/);
    expect(style(page).isolation).toBe('isolate');
    const cell = within(within(page).getByRole('table')).getByText('Hb').closest('td') as Element;
    expect(style(cell).borderTopStyle).toBe('solid');
    expect(style(canvas.getByText('92 g/L')).color).toBe('rgb(192, 0, 0)');
    expect(style(canvas.getByText(/^Clinic date/).closest('p') as Element).textAlign).toBe('right');
    expect(canvas.getByText('nd').closest('sup')).toHaveTextContent(/^nd$/);
    expect(style(canvas.getByText('Note: iron studies to follow.').closest('p') as Element).marginLeft).toBe(
      '48px',
    );
    expect(within(page).getByRole('separator')).toBeVisible();
    expect(within(page).getByRole('link', { name: 'NICE NG24' })).toHaveAttribute(
      'href',
      'https://www.nice.org.uk/guidance/ng24',
    );
    const image = within(page).getByRole('img', { name: 'Signature of Dr A Patel' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    expect(html()).toBe(wordLetter);
    // The toolbar reads the letter's own formatting where the cursor is.
    await caretAtEndOf(canvas, canvas.getByText('Dear Dr Okafor,'));
    await waitFor(() =>
      expect(selectButton(canvas, editorLabels.fontFamily)).toHaveTextContent('Times New Roman'),
    );
    expect(selectButton(canvas, editorLabels.fontSize)).toHaveTextContent('14');
    await caretAtEndOf(canvas, canvas.getByText(/^Clinic date/));
    await waitFor(() => expect(canvas.getByRole('radio', { name: editorLabels.alignRight })).toBeChecked());
    expect(selectButton(canvas, editorLabels.fontFamily)).toHaveTextContent('Calibri');
    await caretAtEndOf(canvas, canvas.getByText('92 g/L'));
    await userEvent.click(toggle(canvas, editorLabels.textColour));
    expect(
      await within(document.body).findByRole('menuitemradio', { name: editorLabels.colours.red }),
    ).toBeChecked();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * An image stored elsewhere is never fetched (a read receipt, docs/architecture.md "Security"): it
 * shows as a box with its description, and stays in the letter as it came.
 */
export const RemoteImage: Story = {
  args: {
    initialHtml:
      '<p><img src="https://images.example/trust-logo.png" alt="Fernley Trust logo" width="200"></p><p>Dear Colleague,</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByRole('img', { name: /^Fernley Trust logo/ });
    expect(placeholder).toHaveTextContent('[Fernley Trust logo]');
    expect(canvasElement.querySelector('img[src]')).toBeNull();
    expect(
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('images.example')),
    ).toBe(false);
    expect(html()).toContain(
      '<img src="https://images.example/trust-logo.png" alt="Fernley Trust logo" width="200">',
    );
  },
};
