import { useId } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons';
import { messages } from '../messages';
import * as styles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import type { DialogProps } from './Dialog';

const render = (content: DialogProps['children'], close: () => void) =>
  typeof content === 'function' ? content({ close }) : content;

/**
 * A modal dialog with a title and a close button: focus moves in, is trapped, and returns to the
 * element that opened it; Escape closes it.
 */
export function DialogControl({
  title,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  role = 'dialog',
  size = 'medium',
}: DialogProps) {
  // Named by its heading's id, not React Aria's slot id: that one is checked with
  // document.getElementById, which cannot see into a widget's shadow root (issue 18).
  const titleId = useId();
  const overlayClass = useThemedClassName(styles.modalOverlay);
  return (
    <ModalOverlay
      {...(isOpen !== undefined ? { isOpen } : {})}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={overlayClass}
    >
      <Modal className={styles.modal} data-size={size}>
        <AriaDialog aria-labelledby={titleId} role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <Heading slot="title" id={titleId} className={styles.dialogTitle}>
                  {title}
                </Heading>
                {showCloseButton && (
                  <IconButton label={messages.close} icon={<CloseIcon />} size="small" onPress={close} />
                )}
              </div>
              {children !== undefined && <div className={styles.dialogBody}>{render(children, close)}</div>}
              {footer !== undefined && <div className={styles.dialogFooter}>{render(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
