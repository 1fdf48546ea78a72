import { Select } from '@dictation/ui';
import type { ReactNode, Ref } from 'react';
import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { editorLabels } from '../messages';
import { type BlockType, blockTypes } from '../letterHtml';
import type { EditorAction } from './editorCommands';
import type { EditorFormat } from './editorFormat';
import * as styles from './LetterEditor.css';
import { BulletListIcon, NumberedListIcon } from './LetterEditorIcons';

type ToggleAction = 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberedList';

export interface LetterEditorToolbarProps {
  format: EditorFormat;
  isDisabled: boolean;
  onAction: (action: EditorAction) => void;
  onBlock: (block: BlockType) => void;
  /** A CSS property of the selected text (font-family, font-size, color); null takes it off. */
  onTextStyle: (property: string, value: string | null) => void;
  /** Links the selection to `href` (an empty `href` removes the link), showing `text` if given. */
  onLink: (href: string, text?: string) => void;
  /** The toolbar's handle (React 19 ref prop). @default undefined */
  ref?: Ref<LetterEditorToolbarHandle>;
}

/** What the editor's shortcuts ask of the toolbar. */
export interface LetterEditorToolbarHandle {
  /** Alt+F10: the first control takes the focus. */
  focus(): void;
  /** Mod-k: the link dialog opens for the selection. */
  openLink(): void;
}

const blockLabel = (block: BlockType) =>
  block === 'paragraph' ? editorLabels.paragraph : editorLabels.heading(Number(block.slice(-1)) as 1 | 2 | 3);
const blockItems = blockTypes.map((block) => ({ id: block, label: blockLabel(block) }));

/** Each toggle's label and what it shows: the letter of a word processor's button, or an icon. */
const toggles: readonly [ToggleAction, string, ReactNode][] = [
  ['bold', editorLabels.bold, <b key="b">B</b>],
  ['italic', editorLabels.italic, <i key="i">I</i>],
  ['underline', editorLabels.underline, <u key="u">U</u>],
  ['bulletList', editorLabels.bulletList, <BulletListIcon key="bullets" />],
  ['numberedList', editorLabels.numberedList, <NumberedListIcon key="numbers" />],
];

/**
 * The formatting a letter needs. One toolbar tab stop with arrow keys between its controls
 * (React Aria's Toolbar); pressed states follow the selection. The editor takes the focus back
 * after a press, so typing goes on in the selection it formatted.
 */
export function LetterEditorToolbar({ format, isDisabled, onAction, onBlock }: LetterEditorToolbarProps) {
  return (
    <Toolbar aria-label={editorLabels.toolbar} className={styles.toolbar}>
      <Select
        label={editorLabels.blockType}
        items={blockItems}
        value={format.block}
        onChange={(id) => id !== null && onBlock(id as BlockType)}
        isDisabled={isDisabled}
      />
      <Separator orientation="vertical" className={styles.separator} />
      {toggles.map(([action, label, glyph]) => (
        <ToggleButton
          key={action}
          aria-label={label}
          className={styles.toolButton}
          isSelected={format[action]}
          isDisabled={isDisabled}
          onChange={() => onAction(action)}
        >
          {glyph}
        </ToggleButton>
      ))}
      <Separator orientation="vertical" className={styles.separator} />
      <Button
        className={styles.toolButton}
        isDisabled={isDisabled || !format.canUndo}
        onPress={() => onAction('undo')}
      >
        {editorLabels.undo}
      </Button>
      <Button
        className={styles.toolButton}
        isDisabled={isDisabled || !format.canRedo}
        onPress={() => onAction('redo')}
      >
        {editorLabels.redo}
      </Button>
    </Toolbar>
  );
}
