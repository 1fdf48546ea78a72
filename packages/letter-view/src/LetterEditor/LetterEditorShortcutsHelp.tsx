import { useTheme } from '@dictation/ui';
import { Fragment, useId } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { editorLabels } from '../messages';
import { KeyboardIcon } from './LetterEditorIcons';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';
import { shortcutLines } from './shortcutKeys';

/**
 * "Keyboard shortcuts": a popover listing every key of the editor in words (Ctrl or ⌘ as the
 * computer has it), with the player's hotkeys, which work while typing (spec 001 section 9).
 * A non-modal dialog: Escape or a click elsewhere closes it and the focus goes back to its button.
 */
export function LetterEditorShortcutsHelp({ isDisabled }: { isDisabled: boolean }) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <DialogTrigger>
      <LetterEditorToolbarTip label={editorLabels.shortcutsHelp}>
        <Button aria-label={editorLabels.shortcutsHelp} className={styles.toolButton} isDisabled={isDisabled}>
          <KeyboardIcon />
        </Button>
      </LetterEditorToolbarTip>
      <Popover className={`${theme?.className ?? ''} ${styles.popover}`} placement="bottom end">
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
    </DialogTrigger>
  );
}
