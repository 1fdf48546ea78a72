import { useTheme } from '@dictation/ui';
import { Fragment, type RefObject, useId } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { editorLabels } from '../messages';
import * as styles from './LetterEditorToolbar.css';
import { shortcutLines } from './shortcutKeys';

export interface LetterEditorShortcutsPopoverProps {
  /** The toolbar's button: the popover is placed against it and gives the focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Escape or a click elsewhere. */
  onClose: () => void;
}

/**
 * The open "Keyboard shortcuts" popover: every key of the editor in words (Ctrl or ⌘ as the
 * computer has it), with the player's hotkeys, which work while typing (spec 001 section 9).
 * React Aria's popover and dialog, loaded once the letter screen has painted (issue 33).
 */
export function LetterEditorShortcutsPopover({ triggerRef, onClose }: LetterEditorShortcutsPopoverProps) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <Popover
      className={`${theme?.className ?? ''} ${styles.popover}`}
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog aria-labelledby={titleId} className={styles.shortcuts}>
        <Heading slot="title" id={titleId} className={styles.shortcutsTitle}>
          {editorLabels.shortcutsHelp}
        </Heading>
        <dl className={styles.shortcutList}>
          {shortcutLines().map(({ label, keys }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className={styles.shortcutKeys}>{keys}</dd>
            </Fragment>
          ))}
        </dl>
      </Dialog>
    </Popover>
  );
}
