import { messages as coreMessages, type ReadOnlyReason, readOnlyMessageKeys } from '@dictation/core';
import { letterViewMessages } from '../messages';
import * as styles from './LetterView.css';

export interface LetterReadOnlyNoticeProps {
  reason: ReadOnlyReason;
}

/** The spec's words for why the text cannot be edited (spec 001 section 8), with what to do where ours. */
export function LetterReadOnlyNotice({ reason }: LetterReadOnlyNoticeProps) {
  const message = coreMessages[readOnlyMessageKeys[reason]];
  const lines = Array.isArray(message) ? message : [message];
  return (
    <div role="note" className={styles.notice} data-reason={reason}>
      {lines.map((line) => (
        <p key={line} className={styles.noticeLine}>
          {line}
        </p>
      ))}
      {reason === 'completed' && <p className={styles.noticeLine}>{letterViewMessages.completedHelp}</p>}
    </div>
  );
}
