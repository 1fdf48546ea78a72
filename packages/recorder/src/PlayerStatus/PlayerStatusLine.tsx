import { formatDateTime } from '@dictation/core';
import { recorderLabels } from '../messages';
import * as styles from '../RecorderPanel/RecorderPanel.css';

export interface PlayerStatusLineProps {
  /**
   * When the audio was recorded (ISO 8601), shown as DD-MMM-YYYY HH:mm (spec 001 section 9).
   * @default undefined (not shown)
   */
  recordedDate?: string;
  /** The status (`role="status"`, announced as it changes). @default undefined (no status) */
  status?: string;
}

/** The line under the player: when the audio was recorded and what the player is doing. */
export function PlayerStatusLine({ recordedDate, status }: PlayerStatusLineProps) {
  return (
    <div className={styles.row}>
      {recordedDate && (
        <span className={styles.muted}>
          {recorderLabels.recordedDate}: {formatDateTime(recordedDate)}
        </span>
      )}
      {status !== undefined && (
        <span className={styles.muted} role="status">
          {status}
        </span>
      )}
    </div>
  );
}
