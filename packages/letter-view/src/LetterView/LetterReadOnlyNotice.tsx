import { messages as coreMessages, type ReadOnlyReason, readOnlyMessageKeys } from '@dictation/core';
import type { OtherLockHolder } from '../letterLock/lockHolder';
import { letterViewMessages } from '../messages';
import * as styles from './LetterView.css';

export interface LetterReadOnlyNoticeProps {
  reason: ReadOnlyReason;
  /**
   * Who holds the letter, named after 'This job is locked' (`otherLockHolder`).
   * @default null
   */
  holder?: OtherLockHolder | null;
}

/** The spec's words for why the text cannot be edited (spec 001 section 8), with what to do where ours. */
export function LetterReadOnlyNotice({ reason, holder = null }: LetterReadOnlyNoticeProps) {
  const message = coreMessages[readOnlyMessageKeys[reason]];
  const lines = Array.isArray(message) ? message : [message];
  const holderName = reason === 'lockedByOther' ? holder?.name : null;
  return (
    <div role="note" className={styles.notice} data-reason={reason}>
      {lines.map((line) => (
        <p key={line} className={styles.noticeLine}>
          {line}
        </p>
      ))}
      {holderName && (
        <p className={styles.noticeLine}>
          {holder?.kind === 'held'
            ? letterViewMessages.lockedByHolder(holderName)
            : letterViewMessages.openByHolder(holderName)}
        </p>
      )}
      {reason === 'completed' && <p className={styles.noticeLine}>{letterViewMessages.completedHelp}</p>}
    </div>
  );
}
