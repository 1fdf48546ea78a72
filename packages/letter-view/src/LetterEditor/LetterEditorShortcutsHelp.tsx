import { deferredModule, useDeferredModule } from '@dictation/ui';
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { editorLabels } from '../messages';
import { KeyboardIcon } from './LetterEditorIcons';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';

/** The popover's code: React Aria's popover and dialog, which the letter's first paint does not need. */
const shortcutsPopoverCode = deferredModule(() => import('./LetterEditorShortcutsPopover'));

/**
 * "Keyboard shortcuts": a button that opens a popover listing every key of the editor
 * (`LetterEditorShortcutsPopover`). A non-modal dialog: Escape or a click elsewhere closes it and
 * the focus goes back to its button. Pressed before its code is in, it opens once that is.
 */
export function LetterEditorShortcutsHelp({ isDisabled }: { isDisabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const code = useDeferredModule(shortcutsPopoverCode, isOpen);
  return (
    <>
      <LetterEditorToolbarTip label={editorLabels.shortcutsHelp}>
        <Button
          ref={triggerRef}
          aria-label={editorLabels.shortcutsHelp}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          className={styles.toolButton}
          isDisabled={isDisabled}
          onPress={() => setOpen(true)}
        >
          <KeyboardIcon />
        </Button>
      </LetterEditorToolbarTip>
      {isOpen && code && (
        <code.LetterEditorShortcutsPopover triggerRef={triggerRef} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
