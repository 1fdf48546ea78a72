import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { messages } from '../messages';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Complete this dictation?'; also the title unless `title` is set. */
  message: string;
  /**
   * A heading above the message; without it the message is the heading.
   * @default undefined
   */
  title?: string;
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (confirm, cancel, Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /**
   * Called when the user cancels (button or Escape).
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Text of the confirm button.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Text of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions such as delete.
   * @default 'primary'
   */
  confirmVariant?: 'primary' | 'danger';
}

/** A yes/no question in an alert dialog; Cancel gets focus first so Enter never destroys. */
export function ConfirmDialog({
  message,
  title,
  isOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  confirmLabel = messages.confirm,
  cancelLabel = messages.cancel,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title ?? message}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel?.();
        onOpenChange(open);
      }}
      footer={({ close }) => (
        <>
          <Button variant="secondary" autoFocus onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onPress={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {title !== undefined ? <p>{message}</p> : undefined}
    </Dialog>
  );
}
