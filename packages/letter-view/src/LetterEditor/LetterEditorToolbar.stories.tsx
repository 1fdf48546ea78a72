import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels } from '../messages';
import type { LetterEditor } from './LetterEditor';
import {
  caretAtEndOf,
  choose,
  control,
  editorStoryMeta,
  handle,
  html,
  page,
  pick,
  pressed,
  select,
  selectButton,
  textbox,
} from './letterEditorStories';

const letter = '<p>Dear Colleague,</p><p>Her haemoglobin was 92 g/L on admission.</p><p>Yours sincerely,</p>';

/** The toolbar over the letter: its state follows the selection, and each control formats it. */
const meta = {
  title: 'LetterView/LetterEditorToolbar',
  ...editorStoryMeta(letter),
} satisfies Meta<typeof LetterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = editorLabels;

/**
 * At a plain paragraph: Paragraph in Arial 12 pt, Automatic colour, aligned left, nothing pressed,
 * nothing to undo, and the Table menu offers only Insert table. Two rows of controls at most.
 */
export const AtPlainText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Dear Colleague,'));
    const toolbar = canvas.getByRole('toolbar', { name: labels.toolbar });
    expect(selectButton(canvas, labels.blockType)).toHaveTextContent(labels.paragraph);
    expect(selectButton(canvas, labels.fontFamily)).toHaveTextContent('Arial');
    expect(selectButton(canvas, labels.fontSize)).toHaveTextContent('12');
    for (const name of [labels.bold, labels.italic, labels.underline, labels.subscript, labels.superscript])
      await pressed(canvas, name, false);
    await pressed(canvas, labels.link, false);
    const alignment = canvas.getByRole('radiogroup', { name: labels.alignment });
    expect(within(alignment).getByRole('radio', { name: labels.alignLeft })).toBeChecked();
    expect(control(canvas, labels.undo)).toBeDisabled();
    expect(control(canvas, labels.redo)).toBeDisabled();
    // Every control is a 24 x 24 px target at least (WCAG 2.2, 2.5.8), in two rows at most.
    const controls = Array.from(toolbar.querySelectorAll('button'));
    for (const button of controls) {
      const { width, height } = button.getBoundingClientRect();
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
    expect(new Set(controls.map((button) => button.getBoundingClientRect().top)).size).toBeLessThanOrEqual(2);
    await userEvent.click(control(canvas, labels.textColour));
    expect(await page().findByRole('menuitemradio', { name: labels.automaticColour })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    // Back on its button (React Aria gives it back in the next frame), before the next menu: a
    // click in between had the first menu's return of the focus land after the second opened.
    await waitFor(() => expect(control(canvas, labels.textColour)).toHaveFocus());
    await userEvent.click(control(canvas, labels.table));
    expect(await page().findByRole('menuitem', { name: labels.insertTable })).not.toHaveAttribute(
      'aria-disabled',
    );
    for (const name of [labels.addRowAfter, labels.deleteColumn, labels.toggleHeaderRow, labels.deleteTable])
      expect(page().getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(control(canvas, labels.table)).toHaveFocus());
  },
};

/**
 * A word formatted from the toolbar: bold, a colour, a font and a size. Each changes the letter's
 * HTML, and the toolbar shows what the text now has; the text has the focus after each.
 */
export const FormattingASelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await select(canvas, canvas.getByText('Her haemoglobin was 92 g/L on admission.'));
    await userEvent.click(control(canvas, labels.bold));
    await waitFor(() =>
      expect(html()).toContain('<p><strong>Her haemoglobin was 92 g/L on admission.</strong></p>'),
    );
    await pressed(canvas, labels.bold, true);
    await waitFor(() => expect(textbox(canvas)).toHaveFocus());
    await choose(canvas, labels.textColour, labels.colours.red, 'menuitemradio');
    await waitFor(() => expect(html()).toContain('<span style="color: #c00000">'));
    await pick(canvas, labels.fontFamily, 'Times New Roman');
    await waitFor(() => expect(html()).toContain(`font-family: 'Times New Roman', serif`));
    expect(selectButton(canvas, labels.fontFamily)).toHaveTextContent('Times New Roman');
    await pick(canvas, labels.fontSize, '14');
    await waitFor(() => expect(html()).toContain('font-size: 14pt'));
    expect(selectButton(canvas, labels.fontSize)).toHaveTextContent('14');
    await userEvent.click(control(canvas, labels.textColour));
    expect(await page().findByRole('menuitemradio', { name: labels.colours.red })).toBeChecked();
    // Automatic takes the colour off again.
    await userEvent.click(page().getByRole('menuitemradio', { name: labels.automaticColour }));
    await waitFor(() => expect(html()).not.toContain('color:'));
    expect(html()).toContain('font-size: 14pt');
    expect(args.onChange).toHaveBeenCalled();
    // Undo takes back the last step only.
    await userEvent.click(control(canvas, labels.undo));
    await waitFor(() => expect(html()).toContain('color: #c00000'));
  },
};

/** Alignment is one choice of four (a radio group): the button, or its keys, set it on the paragraph. */
export const Alignment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alignment = canvas.getByRole('radiogroup', { name: labels.alignment });
    const choice = (name: string) => within(alignment).getByRole('radio', { name });
    await caretAtEndOf(canvas, canvas.getByText('Yours sincerely,'));
    await userEvent.click(choice(labels.alignCenter));
    await waitFor(() => expect(html()).toContain('<p style="text-align: center">Yours sincerely,</p>'));
    await waitFor(() => expect(choice(labels.alignCenter)).toBeChecked());
    expect(choice(labels.alignLeft)).not.toBeChecked();
    await waitFor(() => expect(textbox(canvas)).toHaveFocus());
    await userEvent.keyboard('{Control>}{Shift>}r{/Shift}{/Control}');
    await waitFor(() => expect(html()).toContain('<p style="text-align: right">Yours sincerely,</p>'));
    await waitFor(() => expect(choice(labels.alignRight)).toBeChecked());
    await userEvent.click(choice(labels.alignJustify));
    await waitFor(() => expect(html()).toContain('<p style="text-align: justify">Yours sincerely,</p>'));
    // Left is the letter's default: the style goes.
    await userEvent.click(choice(labels.alignLeft));
    await waitFor(() => expect(html()).toContain('<p>Yours sincerely,</p>'));
    await waitFor(() => expect(choice(labels.alignLeft)).toBeChecked());
  },
};

/**
 * A link added to the selected words (Mod-k), a refused address kept with a message saying what
 * is expected, the link shown as pressed where the cursor is in it, then edited and removed from
 * the Link button. The text has the focus after each.
 */
export const LinkAddedAndRemoved: Story = {
  args: { initialHtml: '<p>See the NICE guidance on anaemia.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = canvas.getByText('See the NICE guidance on anaemia.');
    await caretAtEndOf(canvas, words);
    // "NICE guidance": 8 to 21.
    document.getSelection()?.setBaseAndExtent(words.firstChild as Node, 8, words.firstChild as Node, 21);
    await waitFor(() => expect(handle.current?.hasSelection()).toBe(true));
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await page().findByRole('dialog', { name: labels.linkDialog.addTitle });
    const address = within(dialog).getByRole('textbox', { name: labels.linkDialog.address });
    expect(address).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: labels.linkDialog.text })).toHaveValue(
      'NICE guidance',
    );
    await userEvent.type(address, 'www.nice.org.uk');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.linkDialog.apply }));
    expect(await within(dialog).findByText(labels.linkDialog.badAddress)).toBeVisible();
    expect(address).toHaveValue('www.nice.org.uk');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(html()).not.toContain('<a');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.nice.org.uk');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.linkDialog.apply }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    expect(html()).toBe('<p>See the <a href="https://www.nice.org.uk">NICE guidance</a> on anaemia.</p>');
    await waitFor(() => expect(textbox(canvas)).toHaveFocus());
    // In the link, the Link button is pressed and opens the link to edit or remove.
    // A link ends where its text does (typing after it is not linked): the cursor goes inside it.
    const link = canvas.getByRole('link', { name: 'NICE guidance' });
    await caretAtEndOf(canvas, link);
    document.getSelection()?.collapse(link.firstChild, 4);
    await pressed(canvas, labels.link, true);
    await userEvent.click(control(canvas, labels.link));
    const editing = await page().findByRole('dialog', { name: labels.linkDialog.editTitle });
    expect(within(editing).getByRole('textbox', { name: labels.linkDialog.address })).toHaveValue(
      'https://www.nice.org.uk',
    );
    expect(within(editing).getByRole('textbox', { name: labels.linkDialog.text })).toHaveValue(
      'NICE guidance',
    );
    await userEvent.click(within(editing).getByRole('button', { name: labels.linkDialog.remove }));
    await waitFor(() => expect(html()).toBe('<p>See the NICE guidance on anaemia.</p>'));
    await waitFor(() => expect(textbox(canvas)).toHaveFocus());
    await pressed(canvas, labels.link, false);
  },
};

/**
 * The toolbar from the keyboard: Alt+F10 in the text reaches it, the arrow keys move along it to
 * the Keyboard shortcuts help, which opens with Enter, names every key in words (the player's
 * hotkeys too) and closes with Escape, giving the focus back to its button.
 */
export const ShortcutsFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Dear Colleague,'));
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await waitFor(() => expect(selectButton(canvas, labels.blockType)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(selectButton(canvas, labels.fontFamily)).toHaveFocus();
    // Along the toolbar to its last control, the help.
    const help = control(canvas, labels.shortcutsHelp);
    for (let step = 0; step < 40 && document.activeElement !== help; step += 1)
      await userEvent.keyboard('{ArrowRight}');
    expect(help).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: labels.shortcutsHelp });
    const keysOf = (name: string) => within(dialog).getByText(name).nextElementSibling;
    expect(keysOf(labels.bold)).toHaveTextContent(/^Ctrl\+B$/);
    expect(keysOf(labels.alignCenter)).toHaveTextContent(/^Ctrl\+Shift\+E$/);
    expect(keysOf(labels.shortcuts.link)).toHaveTextContent(/^Ctrl\+K$/);
    expect(keysOf(labels.shortcuts.toolbar)).toHaveTextContent(/^Alt\+F10$/);
    expect(keysOf(labels.shortcuts.nextCell)).toHaveTextContent(/^Tab$/);
    expect(keysOf(labels.shortcuts.leaveEditor)).toHaveTextContent(/^Escape, then Tab$/);
    expect(keysOf(labels.shortcuts.playStop)).toHaveTextContent(/^Shift\+Alt\+Down$/);
    expect(keysOf(labels.shortcuts.rewind)).toHaveTextContent(/^Shift\+Alt\+Left$/);
    expect(keysOf(labels.shortcuts.forward)).toHaveTextContent(/^Shift\+Alt\+Right$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(help).toHaveFocus());
  },
};
