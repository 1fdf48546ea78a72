/**
 * Shared by the editor's stories (not exported): the editor's handle as the letter screen holds it,
 * and the user's ways to the text and the toolbar, by role and name.
 */
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels } from '../messages';
import { LetterEditor, type LetterEditorHandle, type LetterEditorProps } from './LetterEditor';

/** The story's editor handle (getHtml is what the autosave reads). */
export const handle = createRef<LetterEditorHandle>();
export const html = () => handle.current?.getHtml() ?? '';

export const renderEditor = (args: LetterEditorProps) => <LetterEditor {...args} ref={handle} />;

/** What the editor's story files share in their meta (each names its own title). */
export const editorStoryMeta = (initialHtml: string) => ({
  component: LetterEditor,
  args: { initialHtml, onChange: fn() },
  render: renderEditor,
});

export type Canvas = ReturnType<typeof within>;
/** Overlays (menus, popovers, dialogs) render in a portal, outside the story's canvas. */
export const page = () => within(document.body);

export const textbox = (canvas: Canvas) => canvas.getByRole('textbox', { name: editorLabels.editor });
export const control = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** Puts the caret at the end of `element`'s text, as a click there would. */
export async function caretAtEndOf(canvas: Canvas, element: Element) {
  await userEvent.click(element);
  const selection = document.getSelection();
  selection?.selectAllChildren(element);
  selection?.collapseToEnd();
  await waitFor(() => expect(textbox(canvas)).toHaveFocus());
}

/** Selects the whole text of `element`, as a drag over it would. */
export async function select(canvas: Canvas, element: Element) {
  await userEvent.click(element);
  document.getSelection()?.selectAllChildren(element);
  await waitFor(() => expect(handle.current?.hasSelection()).toBe(true));
  await waitFor(() => expect(textbox(canvas)).toHaveFocus());
}

export const pressed = (canvas: Canvas, name: string, value: boolean) =>
  waitFor(() => expect(control(canvas, name)).toHaveAttribute('aria-pressed', String(value)));

/** Opens the toolbar menu named `menu` and chooses `item`; the text has the focus after. */
export async function choose(
  canvas: Canvas,
  menu: string,
  item: string,
  role: 'menuitem' | 'menuitemradio' = 'menuitem',
) {
  await userEvent.click(control(canvas, menu));
  await userEvent.click(await page().findByRole(role, { name: item }));
  await waitFor(() => expect(textbox(canvas)).toHaveFocus());
}

/** The button of the toolbar's select named `label` (its name is the value, then the label). */
export const selectButton = (canvas: Canvas, label: string) =>
  canvas.getByRole('button', { name: new RegExp(` ${label}$`) });

/** Chooses `option` in the toolbar's select named `label`; the text has the focus after. */
export async function pick(canvas: Canvas, label: string, option: string) {
  await userEvent.click(selectButton(canvas, label));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(textbox(canvas)).toHaveFocus());
}
