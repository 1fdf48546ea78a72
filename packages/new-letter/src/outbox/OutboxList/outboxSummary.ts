import { newLetterMessages as messages } from '../../messages';

/** What the outbox's one-line status says, for the items' states (a screen reader hears it change). */
export function outboxSummary(states: readonly string[]): string {
  const waiting = states.filter((state) => state !== 'sent').length;
  const refused = states.filter((state) => state === 'refused').length;
  if (waiting === 0) return messages.outboxAllSent;
  const summary = messages.outboxWaiting(waiting);
  return refused > 0 ? `${summary} ${messages.outboxRefusedCount(refused)}` : summary;
}
