import { Button, Dialog } from '@dictation/ui';
import { useState } from 'react';
import { conflictMessages } from '../messages';

/** How a conflict was resolved: the merged text was accepted, or the user chose a whole version. */
export type ConflictChoice = 'merged' | 'keepMine' | 'useSaved';

export interface DocumentConflictDialogProps {
  /** The conflict to resolve; nothing is shown without one. */
  conflict: { kind: 'merged' } | { kind: 'conflict'; mine: string } | undefined;
  onResolve: (choice: ConflictChoice) => void;
  /**
   * Puts the user's own text on the clipboard before it is given up.
   * @default navigator.clipboard.writeText
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
  copyText = (text) => globalThis.navigator.clipboard.writeText(text),
}: DocumentConflictDialogProps) {
  const [copied, setCopied] = useState(false);
  const mine = conflict?.kind === 'conflict' ? conflict.mine : '';
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
            <Button
              variant="secondary"
              onPress={() => void copyText(textOf(mine)).then(() => setCopied(true))}
            >
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
      {copied && <p role="status">{conflictMessages.copied}</p>}
    </Dialog>
  );
}

/** The plain text of the user's HTML version, for the clipboard. */
function textOf(html: string): string {
  const container = globalThis.document.createElement('div');
  container.innerHTML = html.replace(/<\/(p|h[1-6]|li)>/g, '$&\n');
  return (container.textContent ?? '').replace(/\n$/, '');
}
