import type { ReactNode } from 'react';
import { opened, useDeferredModule } from '../deferred/deferredModule';
import { dialogControl } from '../deferred/overlayControlsModule';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /**
   * The body; a function receives `close`.
   * @default undefined
   */
  children?: ReactNode | ((options: { close: () => void }) => ReactNode);
  /**
   * Buttons under the body; a function receives `close`.
   * @default undefined
   */
  footer?: ReactNode | ((options: { close: () => void }) => ReactNode);
  /**
   * Whether it is open (controlled). Leave undefined inside a `DialogTrigger`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when it opens or closes (close button, Escape, outside click).
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Closes on a click outside. Escape always closes unless `isKeyboardDismissDisabled`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Keeps it open on Escape (for choices that must be made).
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Shows the close (X) button in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * `alertdialog` for confirmations and alerts that interrupt.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Maximum width.
   * @default 'medium'
   */
  size?: DialogSize;
}

/**
 * A modal dialog with a title and a close button: focus moves in, is trapped, and returns to the
 * element that opened it; Escape closes it. Its code comes after the screen's first paint
 * (`overlayControls`); one opened before then asks for it at once (`opened`) and shows once it
 * is in.
 */
export function Dialog(props: DialogProps) {
  const controls = useDeferredModule(dialogControl, opened(props));
  return controls ? <controls.DialogControl {...props} /> : null;
}
