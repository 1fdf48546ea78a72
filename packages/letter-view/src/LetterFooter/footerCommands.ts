import type { LetterPermissions } from '@dictation/core';
import type { ActionMenuItem } from '@dictation/ui';
import { footerMessages } from '../messages';

/** What the More actions menu can do (spec 001 section 2, "Letter screen"). */
export type MoreAction = 'originalSr' | 'print' | 'history' | 'notes' | 'delete' | 'recallApproval';

/**
 * The More actions entries the rules allow, in the spec's order. See original SR, Print and
 * Letter history are for every letter with a text (history for all); Notes, Delete and Recall
 * approval follow `letterPermissions`.
 */
export function moreActions(
  permissions: Pick<
    LetterPermissions,
    'seeOriginalSr' | 'loadsDocument' | 'history' | 'notes' | 'delete' | 'recallApproval'
  >,
): ActionMenuItem<MoreAction>[] {
  const items: (ActionMenuItem<MoreAction> | false)[] = [
    permissions.seeOriginalSr && { id: 'originalSr', label: footerMessages.seeOriginalSr },
    permissions.loadsDocument && { id: 'print', label: footerMessages.print },
    permissions.history && { id: 'history', label: footerMessages.history },
    permissions.notes && { id: 'notes', label: footerMessages.notes },
    permissions.delete && { id: 'delete', label: footerMessages.delete },
    permissions.recallApproval && { id: 'recallApproval', label: footerMessages.recallApproval },
  ];
  return items.filter((item) => item !== false);
}
