import { Select } from '@dictation/ui';
import type { ReactNode } from 'react';
import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { editorLabels } from '../messages';
import type { EditorFormat } from './editorCommands';
import * as styles from './LetterEditor.css';
import { BulletListIcon, NumberedListIcon } from './LetterEditorIcons';
import { type BlockType, blockTypes } from './letterSchema';

export type ToolbarAction = 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberedList' | 'undo' | 'redo';

export interface LetterEditorToolbarProps {
  format: EditorFormat;
  isDisabled: boolean;
  onAction: (action: ToolbarAction) => void;
  onBlock: (block: BlockType) => void;
}

const blockLabel = (block: BlockType) =>
  block === 'paragraph' ? editorLabels.paragraph : editorLabels.heading(Number(block.slice(-1)) as 1 | 2 | 3);
const blockItems = blockTypes.map((block) => ({ id: block, label: blockLabel(block) }));

/** Each toggle's label and what it shows: the letter of a word processor's button, or an icon. */
const toggles: readonly [Exclude<ToolbarAction, 'undo' | 'redo'>, string, ReactNode][] = [
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
