import { Button, Dialog } from '@dictation/ui';
import { type ReactNode, useId } from 'react';
import { headerMessages } from '../messages';
import * as styles from './LetterHeader.css';

export interface LetterHeaderDialogProps {
  title: string;
  /** Update may be pressed (a mandatory label is chosen, a department is chosen). */
  canUpdate: boolean;
  isPending: boolean;
  onUpdate: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of every header modal (spec 000 section 2): the fields in a form, Update and Cancel.
 * Enter in a field submits like Update. While the update runs the modal stays, so a failure
 * leaves the value there to correct.
 */
export function LetterHeaderDialog({
  title,
  canUpdate,
  isPending,
  onUpdate,
  onClose,
  children,
}: LetterHeaderDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {headerMessages.cancel}
          </Button>
          {/* Not `isPending`: React Aria announces it through a live node labelled by the
              button, and that node outlives the modal, which closes on success (axe:
              role-img-alt). */}
          <Button type="submit" form={formId} isDisabled={!canUpdate || isPending}>
            {headerMessages.update}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          if (canUpdate && !isPending) onUpdate();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
