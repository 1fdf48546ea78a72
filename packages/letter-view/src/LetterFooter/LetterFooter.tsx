import { type LetterMetadata, type LetterPermissions, type Notify, noticeDurations } from '@dictation/core';
import { ActionMenu, Button, ConfirmDialog } from '@dictation/ui';
import { type ReactNode, useState } from 'react';
import { footerMessages } from '../messages';
import { type MoreAction, moreActions } from './footerCommands';
import * as styles from './LetterFooter.css';
import { RestoreDialog } from './RestoreDialog';
import type { LetterActions } from './useLetterActions';

/** What the footer opens on the screen around it. */
export type LetterPanel = 'originalSr' | 'history' | 'notes' | 'textMagic';

export interface LetterFooterProps {
  letter: LetterMetadata;
  /** From `letterPermissions` (core): every item is shown, hidden or refused by it. */
  permissions: LetterPermissions;
  /** From `useLetterActions`. */
  actions: LetterActions;
  notify: Notify;
  onBack: () => void;
  onCopyText: () => void;
  onPrint: () => void;
  /** Opens (or, for the panels, toggles) a panel or dialog of the screen. */
  onOpen: (panel: LetterPanel) => void;
  /**
   * The Text magic panel is open (the button shows it pressed).
   * @default false
   */
  isTextMagicOpen?: boolean;
}

/**
 * The letter screen's footer (spec 001 section 2): Back, Copy text, Complete or Un-complete,
 * Print, Lock or Unlock, Restore and More actions, then Text magic and Approve (or the approval
 * label). Which items show follows the rules table; Complete refused to a doctor by the
 * organisation stays visible and says why for 10 s when pressed (spec 001 section 6).
 */
export function LetterFooter({
  letter,
  permissions,
  actions,
  notify,
  onBack,
  onCopyText,
  onPrint,
  onOpen,
  isTextMagicOpen = false,
}: LetterFooterProps): ReactNode {
  const [dialog, setDialog] = useState<'delete' | 'restore' | 'unlock' | null>(null);
  const { pending } = actions;
  const busy = pending !== null;
  const refuse = (message: string) =>
    notify({ kind: 'warning', message, durationMs: noticeDurations.long, key: 'letter-action' });
  const pressAction = (action: LetterPermissions['complete'], run: () => void) => () =>
    typeof action === 'object' ? refuse(action.blocked) : run();
  const onMoreAction = (action: MoreAction) => {
    if (action === 'print') onPrint();
    else if (action === 'delete') setDialog('delete');
    else if (action === 'recallApproval') actions.recallApproval();
    else onOpen(action);
  };
  const menuItems = moreActions(permissions);
  const lockHolder = letter.heldUserName || letter.autoLockedUserName || footerMessages.someoneElse;

  return (
    <section aria-label={footerMessages.region} className={styles.footer}>
      <div className={styles.group}>
        <Button variant="secondary" onPress={onBack}>
          {footerMessages.back}
        </Button>
        {permissions.loadsDocument && (
          <Button variant="secondary" onPress={onCopyText}>
            {footerMessages.copyText}
          </Button>
        )}
        {permissions.complete !== 'hidden' && (
          <Button
            variant="primary"
            isPending={pending === 'complete'}
            isDisabled={busy && pending !== 'complete'}
            onPress={pressAction(permissions.complete, actions.complete)}
          >
            {footerMessages.complete}
          </Button>
        )}
        {permissions.uncomplete !== 'hidden' && (
          <Button
            variant="secondary"
            isPending={pending === 'uncomplete'}
            isDisabled={busy && pending !== 'uncomplete'}
            onPress={pressAction(permissions.uncomplete, actions.uncomplete)}
          >
            {footerMessages.uncomplete}
          </Button>
        )}
        {permissions.loadsDocument && (
          <Button variant="secondary" onPress={onPrint}>
            {footerMessages.print}
          </Button>
        )}
        {permissions.lock && (
          <Button
            variant="secondary"
            isPending={pending === 'lock'}
            isDisabled={busy && pending !== 'lock'}
            onPress={actions.lock}
          >
            {footerMessages.lock}
          </Button>
        )}
        {permissions.unlock !== 'hidden' && (
          <Button
            variant="secondary"
            isPending={pending === 'unhold' || pending === 'unlock'}
            isDisabled={busy && pending !== 'unhold' && pending !== 'unlock'}
            onPress={permissions.unlock === 'unhold' ? actions.unhold : () => setDialog('unlock')}
          >
            {footerMessages.unlock}
          </Button>
        )}
        {permissions.restore.length > 0 && (
          <Button
            variant="primary"
            isPending={pending === 'restore'}
            isDisabled={busy && pending !== 'restore'}
            onPress={() => setDialog('restore')}
          >
            {footerMessages.restore}
          </Button>
        )}
        {menuItems.length > 0 && (
          <ActionMenu
            label={footerMessages.moreActions}
            items={menuItems}
            placement="top start"
            isDisabled={busy}
            onAction={onMoreAction}
          />
        )}
      </div>
      <div className={styles.group}>
        {permissions.textMagic && (
          <Button variant="secondary" aria-expanded={isTextMagicOpen} onPress={() => onOpen('textMagic')}>
            {footerMessages.textMagic}
          </Button>
        )}
        {permissions.approve && (
          <Button
            variant="primary"
            isPending={pending === 'approve'}
            isDisabled={busy && pending !== 'approve'}
            onPress={actions.approve}
          >
            {footerMessages.approve}
          </Button>
        )}
        {permissions.approvalLabel && (
          <span className={styles.approval} data-approval={permissions.approvalLabel}>
            {footerMessages[permissions.approvalLabel]}
          </span>
        )}
      </div>
      <ConfirmDialog
        title={footerMessages.deleteQuestion(letter.id)}
        message={footerMessages.deleteDetail}
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        onConfirm={actions.delete}
        confirmLabel={footerMessages.delete}
        confirmVariant="danger"
      />
      <ConfirmDialog
        title={footerMessages.unlockQuestion}
        message={footerMessages.unlockDetail(lockHolder)}
        isOpen={dialog === 'unlock'}
        onOpenChange={(open) => !open && setDialog(null)}
        onConfirm={actions.unlock}
        confirmLabel={footerMessages.unlock}
      />
      <RestoreDialog
        letterId={letter.id}
        options={permissions.restore}
        isOpen={dialog === 'restore'}
        onClose={() => setDialog(null)}
        onRestore={actions.restore}
      />
    </section>
  );
}
