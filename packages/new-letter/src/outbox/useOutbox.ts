import { accountDatabaseNames, type OfflineDraft } from '@dictation/core';
import { useAccountStorage, useApi, useLogFailure, useUnsentWork } from '@dictation/core/react';
import { createIndexedDbJournalStorage } from '@dictation/recorder';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dropDraft, unsentDrafts } from './offlineDrafts';
import { sendDraft } from './sendDraft';
import { type DraftSending, sendRound } from './sendRound';
import { repeatUntilStopped } from './untilOnline';

export interface Outbox {
  /** The account's drafts, in the order recorded, and the ones sent during this visit. */
  drafts: readonly { draft: OfflineDraft; sending: DraftSending }[];
  /** Sends a refused draft again. */
  sendAgain: (audioKey: string) => void;
}

/** One window of the account sends at a time; the others show the drafts and wait. */
const outboxLock = (accountId: number) => `dictation-outbox:${accountId}`;

/**
 * Sends the account's completed offline drafts (issue 35, docs/architecture.md "Offline"), one at a
 * time in the order recorded: at once, when the browser is back online, and every 5 s while any
 * wait. A network failure ends the round (the next waits its turn); a refusal (a choice no longer
 * valid) is kept with the server's words, and the next draft goes on. A draft the user has not
 * completed belongs to the recording page, which reopens it.
 */
export function useOutbox(accountId: number): Outbox {
  const api = useApi();
  const storage = useAccountStorage();
  const log = useLogFailure();
  const journal = useMemo(
    () => createIndexedDbJournalStorage({ databaseName: accountDatabaseNames(accountId).recordingJournal }),
    [accountId],
  );
  const [sending, setSending] = useState<ReadonlyMap<string, DraftSending>>(new Map());
  const [sent, setSent] = useState<readonly OfflineDraft[]>([]);
  const [drafts, setDrafts] = useState(() => storage.get('offlineDrafts'));
  const refused = useRef(new Set<string>());
  const running = useRef(false);

  const round = useCallback(
    () =>
      sendRound({
        drafts: () => storage.get('offlineDrafts'),
        skips: (audioKey) => refused.current.has(audioKey),
        send: (draft) => sendDraft(draft, { api, journal, log }),
        tell: (audioKey, next) => {
          if (next.state === 'refused') refused.current.add(audioKey);
          setSending((current) => new Map(current).set(audioKey, next));
          setDrafts(storage.get('offlineDrafts'));
        },
        onSent: (draft) => {
          dropDraft(storage, draft.payload.audioKey);
          setSent((done) => [...done, draft]);
        },
        log,
      }),
    [api, journal, log, storage],
  );

  const run = useCallback(() => {
    setDrafts(storage.get('offlineDrafts'));
    if (running.current || !storage.get('offlineDrafts').some((draft) => draft.completed)) return;
    running.current = true;
    const locks = globalThis.navigator?.locks;
    const finished = locks
      ? locks.request(outboxLock(accountId), { ifAvailable: true }, (lock) => (lock ? round() : undefined))
      : round();
    void Promise.resolve(finished)
      .catch(log)
      .finally(() => {
        running.current = false;
      });
  }, [accountId, log, round, storage]);

  useEffect(() => repeatUntilStopped(run), [run]);
  // A sign-out while drafts wait says so first (they stay on this computer for the account).
  useUnsentWork({ unsent: () => unsentDrafts(storage), sendNow: run });

  const sendAgain = useCallback(
    (audioKey: string) => {
      refused.current.delete(audioKey);
      setSending((current) => new Map(current).set(audioKey, { state: 'waiting' }));
      run();
    },
    [run],
  );

  const waitingKeys = new Set(drafts.map((draft) => draft.payload.audioKey));
  const listed = [...drafts, ...sent.filter((done) => !waitingKeys.has(done.payload.audioKey))];
  return {
    drafts: listed.map((draft) => ({
      draft,
      sending: sending.get(draft.payload.audioKey) ?? { state: 'waiting' },
    })),
    sendAgain,
  };
}
