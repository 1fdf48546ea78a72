import { failureNotice, isApiError, type OfflineDraft } from '@dictation/core';
import type { DraftOutcome } from './sendDraft';

/** Where one draft is on its way to the server. */
export type DraftSending =
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'refused'; refusal: string }
  | { state: 'sent'; letterId: number };

export interface SendRoundOptions {
  /** The account's drafts as kept now, in the order recorded. */
  drafts: () => readonly OfflineDraft[];
  /** Drafts not to send this round (refused, until the user sends them again). */
  skips: (audioKey: string) => boolean;
  send: (draft: OfflineDraft) => Promise<DraftOutcome>;
  /** Told each change of a draft's way. */
  tell: (audioKey: string, sending: DraftSending) => void;
  /** Its job exists with its audio (and is completed): the draft can go. */
  onSent: (draft: OfflineDraft, letterId: number) => void;
  /** A refusal (not a missing network), for support. */
  log: (error: unknown) => void;
}

/**
 * One round of the outbox (issue 35): the completed drafts one at a time, in the order recorded. A
 * missing network ends the round, so no later draft overtakes an earlier one; a refusal is the
 * user's to settle, so it is kept with the server's words and the next draft goes on. A draft the
 * user has not completed is the recording page's.
 */
export async function sendRound(options: SendRoundOptions): Promise<void> {
  for (const draft of options.drafts()) {
    const key = draft.payload.audioKey;
    if (!draft.completed || options.skips(key)) continue;
    options.tell(key, { state: 'sending' });
    try {
      const outcome = await options.send(draft);
      if (outcome.kind === 'elsewhere') options.tell(key, { state: 'waiting' });
      else {
        options.onSent(draft, outcome.letterId);
        options.tell(key, { state: 'sent', letterId: outcome.letterId });
      }
    } catch (error) {
      if (isApiError(error, 'network')) {
        options.tell(key, { state: 'waiting' });
        return;
      }
      options.log(error);
      // What the server said about the draft (a 4xx's text names what to fix), else the catalogue's words.
      const notice = failureNotice(error);
      options.tell(key, { state: 'refused', refusal: notice.description ?? notice.message });
    }
  }
}
