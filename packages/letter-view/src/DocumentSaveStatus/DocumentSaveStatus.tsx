import type { SaveState, SaveStatus } from '../documentSaver/createDocumentSaver';
import { editorLabels } from '../messages';
import * as styles from './DocumentSaveStatus.css';

export interface DocumentSaveStatusProps {
  status: SaveStatus;
}

const texts: Record<SaveState, string> = {
  saved: editorLabels.saved,
  pending: editorLabels.pending,
  saving: editorLabels.saving,
  offline: editorLabels.offline,
  retrying: editorLabels.retrying,
  conflict: editorLabels.conflict,
};

/**
 * Where the letter's text stands, always visible and announced politely to screen readers
 * (role="status"): saved, waiting, saving, kept on this computer while offline, retrying (with
 * the server's reason), or stopped by a conflict.
 */
export function DocumentSaveStatus({ status }: DocumentSaveStatusProps) {
  const reason = status.state === 'retrying' && status.lastError ? `: ${status.lastError}` : '';
  return (
    <span
      role="status"
      aria-label={editorLabels.saveState}
      className={styles.status}
      data-state={status.state}
    >
      {texts[status.state]}
      {reason}
    </span>
  );
}
