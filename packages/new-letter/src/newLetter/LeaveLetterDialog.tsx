import { Button, Dialog } from '@dictation/ui';
import { newLetterMessages as messages } from '../messages';

export interface LeaveLetterDialogProps {
  isOpen: boolean;
  /** Complete needs audio; without it only Discard or going back remain. */
  canComplete: boolean;
  /** While Complete or Discard runs. */
  isBusy: boolean;
  onComplete: () => void;
  onDiscard: () => void;
  /** Stays on the page (the button, or Escape). */
  onCancel: () => void;
}

/** Spec 000 section 2: leaving the page with an open job asks what to do with it. */
export function LeaveLetterDialog({
  isOpen,
  canComplete,
  isBusy,
  onComplete,
  onDiscard,
  onCancel,
}: LeaveLetterDialogProps) {
  return (
    <Dialog
      title={messages.leaveTitle}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" autoFocus onPress={onCancel} isDisabled={isBusy}>
            {messages.backToLetter}
          </Button>
          <Button variant="danger" onPress={onDiscard} isDisabled={isBusy}>
            {messages.discard}
          </Button>
          <Button onPress={onComplete} isDisabled={isBusy || !canComplete}>
            {messages.complete}
          </Button>
        </>
      }
    />
  );
}
