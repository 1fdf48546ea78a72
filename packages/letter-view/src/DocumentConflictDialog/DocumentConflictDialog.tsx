import { Button, Dialog } from '@dictation/ui';
import { useState } from 'react';
import { copyPlainText } from '../clipboard';
import { letterText, parseLetterHtml } from '../letterHtml';
import { conflictMessages } from '../messages';

/** How a conflict was resolved: the merged text was accepted, or the user chose a whole version. */
export type ConflictChoice = 'merged' | 'keepMine' | 'useSaved';

export interface DocumentConflictDialogProps {
  /** The conflict to resolve; nothing is shown without one. */
  conflict: { kind: 'merged' } | { kind: 'conflict'; mine: string } | undefined;
  onResolve: (choice: ConflictChoice) => void;
  /**
   * Puts the user's own text on the clipboard before it is given up.
   * @default copyPlainText (the Clipboard API, or a selection copied outside a secure context)
   */
  copyText?: (text: string) => Promise<void>;
}

/**
 * The conflict prompt after the letter changed elsewhere (a 409, or edits kept on this computer
 * that meet a newer version). Merged: the user is told and asked to check. Overlapping: the user
 * keeps their version (saved over the other) or takes the saved one, after copying their text if
 * they like. It cannot be dismissed without a choice: nothing is dropped behind the user's back.
 */
export function DocumentConflictDialog({
  conflict,
  onResolve,
  copyText = copyPlainText,
}: DocumentConflictDialogProps) {
  // Keyed by the text copied, so the next conflict does not show this one's outcome.
  const [copy, setCopy] = useState<{ of: string; outcome: 'copied' | 'failed' }>();
  const mine = conflict?.kind === 'conflict' ? conflict.mine : '';
  const copyMine = async () => {
    try {
      await copyText(letterText(parseLetterHtml(mine)));
      setCopy({ of: mine, outcome: 'copied' });
    } catch {
      setCopy({ of: mine, outcome: 'failed' });
    }
  };
  return (
    <Dialog
      title={conflictMessages.title}
      role="alertdialog"
      isOpen={conflict !== undefined}
      isKeyboardDismissDisabled
      showCloseButton={false}
      footer={
        conflict?.kind === 'conflict' ? (
          <>
            <Button variant="secondary" onPress={() => void copyMine()}>
              {conflictMessages.copyMine}
            </Button>
            <Button variant="secondary" onPress={() => onResolve('useSaved')}>
              {conflictMessages.useSaved}
            </Button>
            <Button variant="primary" onPress={() => onResolve('keepMine')}>
              {conflictMessages.keepMine}
            </Button>
          </>
        ) : (
          <Button variant="primary" onPress={() => onResolve('merged')}>
            {conflictMessages.ok}
          </Button>
        )
      }
    >
      <p>{conflict?.kind === 'conflict' ? conflictMessages.notMerged : conflictMessages.merged}</p>
      <p role="status">{copy?.of === mine && conflictMessages[copy.outcome]}</p>
    </Dialog>
  );
}
