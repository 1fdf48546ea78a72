import { useDeferredModule } from '@dictation/ui';
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { letterControls } from '../letterControlsModule';
import { editorLabels } from '../messages';
import { KeyboardIcon } from './LetterEditorIcons';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';

/**
 * "Keyboard shortcuts": a button that opens a popover listing every key of the editor
 * (`LetterEditorShortcutsPopover`). A non-modal dialog: Escape or a click elsewhere closes it and
 * the focus goes back to its button. Its popover's code comes after the letter's first paint
 * (`letterControls`): pressed before, it opens once that code is in.
 */
export function LetterEditorShortcutsHelp({ isDisabled }: { isDisabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const code = useDeferredModule(letterControls, isOpen);
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
