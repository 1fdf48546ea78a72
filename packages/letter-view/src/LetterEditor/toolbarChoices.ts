import { type BlockType, blockTypes } from '../letterHtml';
import { editorLabels } from '../messages';
import { type EditorAction, fontSizes } from './editorCommands';
import type { LinkDraft } from './LetterEditorLinkDialog';
import type { ToolbarMenuItem } from './LetterEditorToolbarMenu';
import type { ToolbarSelectItem } from './LetterEditorToolbarSelect';

/** What the toolbar's selects and menus offer, and which of it the selection has. */

const blockLabel = (block: BlockType) =>
  block === 'paragraph' ? editorLabels.paragraph : editorLabels.heading(Number(block.slice(-1)) as 1 | 2 | 3);
export const blockItems = blockTypes.map((block) => ({ id: block, label: blockLabel(block) }));

/**
 * The fonts a letter is written in (Word's and the NHS's usual ones), each with the generic family
 * the browser falls back to where it is not installed (Calibri and Cambria on Linux).
 */
const fontFamilies = {
  Arial: 'sans-serif',
  Calibri: 'sans-serif',
  Cambria: 'serif',
  'Courier New': 'monospace',
  Georgia: 'serif',
  Tahoma: 'sans-serif',
  'Times New Roman': 'serif',
  Verdana: 'sans-serif',
} as const satisfies Record<string, string>;

/** A family as a CSS value: quoted where its name has a space, with its fallback if it is one of ours. */
export function fontFamilyValue(family: string): string {
  const name = /\s/.test(family) ? `'${family}'` : family;
  const fallback = (fontFamilies as Record<string, string>)[family];
  return fallback ? `${name}, ${fallback}` : name;
}

export interface Choices {
  items: ToolbarSelectItem<string>[];
  /** The item the selection has: one of the list, or one added for it. */
  value: string;
}

/**
 * The offered choices and the one the selection has. A value the list does not hold (a letter in
 * Segoe UI, a size in px) is shown too, at the end, so the select never shows a wrong value.
 */
function choicesWith(
  offered: ToolbarSelectItem<string>[],
  current: string,
  find: (item: ToolbarSelectItem<string>) => boolean,
): Choices {
  const match = offered.find(find);
  return match
    ? { items: offered, value: match.id }
    : { items: [...offered, { id: current, label: current }], value: current };
}

export const fontFamilyChoices = (current: string): Choices =>
  choicesWith(
    Object.keys(fontFamilies).map((family) => ({
      id: family,
      label: family,
      style: { fontFamily: fontFamilyValue(family) },
    })),
    current,
    (item) => item.id.toLowerCase() === current.toLowerCase(),
  );

/** Sizes are offered in points, shown as a word processor shows them (`12`); `12.0pt` is 12. */
export const fontSizeChoices = (current: string): Choices => {
  const points = /^\s*(\d+(?:\.\d+)?)\s*pt\s*$/i.exec(current)?.[1];
  return choicesWith(
    fontSizes.map((size) => ({ id: `${size}pt`, label: String(size) })),
    current,
    (item) => points !== undefined && item.label === String(Number(points)),
  );
};

/**
 * The text colours: a few that read well on white (each at least 4.5:1, WCAG 1.4.3), each shown
 * with its name. They are the letter's own colours, so plain values, not the theme's.
 */
export const colourItems: (ToolbarMenuItem<string> & { value: string | null })[] = [
  { id: 'automatic', label: editorLabels.automaticColour, swatch: 'automatic', value: null },
  ...(
    [
      ['black', '#000000'],
      ['grey', '#595959'],
      ['red', '#c00000'],
      ['orange', '#b34700'],
      ['green', '#007a33'],
      ['blue', '#0070c0'],
      ['darkBlue', '#002060'],
      ['purple', '#7030a0'],
    ] as const
  ).map(([name, value]) => ({ id: name, label: editorLabels.colours[name], swatch: value, value })),
];

/** The palette's item for the text's colour: Automatic when it has none, null when it is not ours. */
export function colourKeyOf(colour: string | null): string | null {
  const normalised = colour?.trim().toLowerCase() ?? null;
  return colourItems.find((item) => item.value === normalised)?.id ?? null;
}

/** The Table menu: Insert outside a table, the rest inside one. */
export function tableItems(inTable: boolean): ToolbarMenuItem<EditorAction>[] {
  const item = (id: EditorAction, startsGroup = false) => ({
    id,
    label: editorLabels[id],
    isDisabled: (id === 'insertTable') === inTable,
    startsGroup,
  });
  return [
    item('insertTable'),
    item('addRowBefore', true),
    item('addRowAfter'),
    item('addColumnBefore'),
    item('addColumnAfter'),
    item('deleteRow', true),
    item('deleteColumn'),
    item('toggleHeaderRow', true),
    item('deleteTable', true),
  ];
}

/**
 * The link dialog's starting point: the link the cursor is in (its address and text), or the
 * selected text. The text is read from the page's selection, which is the editor's when the
 * dialog opens (Mod-k in the text, or the Link button, which leaves the selection where it is).
 */
export function linkDraftFromSelection(href: string | null): LinkDraft {
  const selection = globalThis.getSelection?.();
  const node = selection?.anchorNode;
  const element = node instanceof Element ? node : node?.parentElement;
  if (!selection || !element?.closest('[contenteditable="true"]')) return { href: href ?? '', text: '' };
  const text = href === null ? selection.toString() : (element.closest('a')?.textContent ?? '');
  return { href: href ?? '', text };
}
