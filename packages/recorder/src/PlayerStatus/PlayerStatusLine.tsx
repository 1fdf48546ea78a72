import { formatDateTime } from '@dictation/core';
import { recorderLabels } from '../messages';
import * as styles from '../RecorderPanel/RecorderPanel.css';
import type { PlayerDensity } from '../RecorderPanel/RecorderPlayerControls';

export interface PlayerStatusLineProps {
  /**
   * When the audio was recorded (ISO 8601), shown as DD-MMM-YYYY HH:mm (spec 001 section 9).
   * @default undefined (not shown)
   */
  recordedDate?: string;
  /** The status (`role="status"`, announced as it changes). @default undefined (no status) */
  status?: string;
  /**
   * `compact`: the line's items join the controls' row, and the status is announced, not shown
   * (Play or Pause and the spinner show it, and the row needs the room).
   * @default 'regular'
   */
  density?: PlayerDensity;
}

/** The line under the player: when the audio was recorded and what the player is doing. */
export function PlayerStatusLine({ recordedDate, status, density = 'regular' }: PlayerStatusLineProps) {
  const compact = density === 'compact';
  return (
    <div className={compact ? styles.statusInRow : styles.row}>
      {recordedDate && (
        <span className={styles.muted}>
          {recorderLabels.recordedDate}: {formatDateTime(recordedDate)}
        </span>
      )}
      {status !== undefined && (
        <span className={compact ? styles.announcedOnly : styles.muted} role="status">
          {status}
        </span>
      )}
    </div>
  );
}
