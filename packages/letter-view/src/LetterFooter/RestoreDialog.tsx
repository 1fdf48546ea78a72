import type { RestoreOption } from '@dictation/core';
import { Button, Dialog } from '@dictation/ui';
import { footerMessages } from '../messages';

export interface RestoreDialogProps {
  letterId: number;
  /** From the rules (`restoreOptions` in core): 'To Review', and 'Completed' when deleted from there. */
  options: readonly RestoreOption[];
  isOpen: boolean;
  onClose: () => void;
  onRestore: (option: RestoreOption) => void;
}

/**
 * Spec 001 section 4: Restore offers 'To Review' (5000, or 2000 for a manual letter) and, for a
 * letter deleted from Completed, 'Completed' (7000). Each is a button: one press restores.
 */
export function RestoreDialog({ letterId, options, isOpen, onClose, onRestore }: RestoreDialogProps) {
  return (
    <Dialog
      title={footerMessages.restoreTitle(letterId)}
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {footerMessages.cancel}
          </Button>
          {options.map((option, index) => (
            <Button
              key={option.letterStepType}
              variant={index === 0 ? 'primary' : 'secondary'}
              autoFocus={index === 0}
              onPress={() => {
                close();
                onRestore(option);
              }}
            >
              {option.label}
            </Button>
          ))}
        </>
      )}
    >
      <p>{footerMessages.restoreQuestion}</p>
    </Dialog>
  );
}
