import { useId } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons';
import { messages } from '../messages';
import * as overlayStyles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import type { DrawerProps } from './Drawer';
import * as styles from './Drawer.css';

/**
 * React Aria keeps a closing modal mounted until the animations running on it have finished, and
 * only restores focus to the trigger when it unmounts. Closed during the slide-in (Escape right
 * after opening), the drawer would stay on screen holding focus for the rest of the slide; jumping
 * the slide to its end lets React Aria unmount it and return focus to the trigger at once.
 */
function finishSlideIn(panel: HTMLElement) {
  for (const animation of panel.getAnimations()) animation.finish();
}

/** A modal panel sliding from an edge; Escape or a backdrop click closes it, focus returns. */
export function DrawerControl({
  title,
  children,
  placement = 'end',
  isOpen,
  defaultOpen,
  onOpenChange,
}: DrawerProps) {
  // Named by its heading's id, not React Aria's slot id: that one is checked with
  // document.getElementById, which cannot see into a widget's shadow root (issue 18).
  const titleId = useId();
  const overlayClass = useThemedClassName(styles.overlay);
  return (
    <ModalOverlay
      {...(isOpen !== undefined ? { isOpen } : {})}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={overlayClass}
      data-placement={placement}
    >
      <Modal className={styles.panel} data-placement={placement} onExit={finishSlideIn}>
        <AriaDialog aria-labelledby={titleId} className={overlayStyles.dialog}>
          {({ close }) => (
            <>
              <div className={overlayStyles.dialogHeader}>
                <Heading slot="title" id={titleId} className={overlayStyles.dialogTitle}>
                  {title}
                </Heading>
                <IconButton label={messages.close} icon={<CloseIcon />} size="small" onPress={close} />
              </div>
              <div className={overlayStyles.dialogBody}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
