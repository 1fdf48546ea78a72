import { formatDateTime, formatDuration } from '@dictation/core';
import { Button } from '@dictation/ui';
import { useId } from 'react';
import { newLetterMessages as messages } from '../../messages';
import * as styles from './OutboxList.css';
import { outboxSummary } from './outboxSummary';

export type OutboxItemState = 'waiting' | 'sending' | 'refused' | 'sent';

/** One letter recorded with no network, as the outbox shows it. */
export interface OutboxItem {
  /** The draft's audio key: a stable id for the row. */
  audioKey: string;
  /** When it was recorded (ISO date-time, the create payload's createdDate). */
  recordedAt: string;
  /** The recording's length in ms, when known (null: not read yet). */
  lengthMs: number | null;
  /** The department chosen for it, by name (null: none chosen). */
  department: string | null;
  /** The user pressed Complete on it: it is completed once sent. */
  completed: boolean;
  state: OutboxItemState;
  /** The server's words when it refused (state 'refused'). */
  refusal?: string;
  /** The job's id once created (state 'sent'). */
  letterId?: number;
}

export interface OutboxListProps {
  items: readonly OutboxItem[];
  /** Sends a refused draft again (after the user fixed what was refused, or signed in again). */
  onSendAgain?: (audioKey: string) => void;
}

function stateText(item: OutboxItem): string {
  if (item.state === 'sent') return messages.outboxSent(item.letterId ?? 0);
  if (item.state === 'sending') return messages.outboxSending;
  if (item.state === 'refused') return messages.outboxRefused(item.refusal ?? '');
  return item.completed ? messages.outboxWaitingForNetwork : messages.outboxNotCompleted;
}

/**
 * The letters recorded with no network and where each is on its way to the server (issue 35):
 * waiting, sending, refused (with the server's words and Send again) or sent (its job). States are
 * in words, not colour; one polite status line sums them up as they change. Nothing when empty.
 */
export function OutboxList({ items, onSendAgain }: OutboxListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.outbox} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.outboxTitle}
      </h2>
      <p role="status" className={styles.summary}>
        {outboxSummary(items.map((item) => item.state))}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.audioKey} className={styles.item}>
            <span>
              {messages.outboxItem({
                recordedAt: formatDateTime(item.recordedAt),
                length: item.lengthMs === null ? null : formatDuration(item.lengthMs),
                department: item.department,
              })}
            </span>
            <span className={styles.state}>{stateText(item)}</span>
            {item.state === 'refused' && onSendAgain && (
              <Button variant="secondary" onPress={() => onSendAgain(item.audioKey)}>
                {messages.outboxSendAgain}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
