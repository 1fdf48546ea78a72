import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import * as styles from './Preloader.css';
import { usePreloaderVisibility } from './usePreloaderVisibility';

export interface PreloaderProps {
  /** Whether something is loading. The overlay hides a moment after this turns false. */
  active: boolean;
  /**
   * The first load of a page: hides 400 ms after `active` turns false instead of 1000 ms.
   * @default false
   */
  initial?: boolean;
  /**
   * What is announced and shown under the spinner.
   * @default 'Loading'
   */
  label?: string;
}

/**
 * A full-screen loading overlay. It is modal: it blocks pointer and keyboard interaction with the
 * page while shown, and screen readers announce it by its label.
 */
export function Preloader({ active, initial = false, label = messages.loading }: PreloaderProps) {
  const visible = usePreloaderVisibility(active, initial);
  const overlayClass = useThemedClassName(styles.overlay);
  return (
    <ModalOverlay isOpen={visible} isDismissable={false} isKeyboardDismissDisabled className={overlayClass}>
      <Modal>
        <Dialog aria-label={label} className={styles.panel} data-state={active ? 'active' : 'hiding'}>
          <Spinner size="large" label={label} />
          <span className={styles.label} aria-hidden="true">
            {label}
          </span>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
