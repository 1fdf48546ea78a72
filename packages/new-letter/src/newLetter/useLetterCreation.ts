import {
  type AccountStorage,
  type CreateLetterPayload,
  type ExternalPatient,
  isApiError,
  type LetterFields,
  type LetterMetadata,
} from '@dictation/core';
import { useApi, useUserProfile } from '@dictation/core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dropDraft, keepDraft, updateDraftPayload } from '../outbox/offlineDrafts';
import { repeatUntilStopped } from '../outbox/untilOnline';
import type { UploadGate } from '../outbox/uploadGate';
import { createLetterPayload } from './newLetterRules';

export interface LetterCreation {
  letter: LetterMetadata | null;
  /**
   * Recorded with no network (issue 35): the job is created when the network returns, and its
   * audio waits in the journal until then.
   */
  draft: boolean;
  /** Creates the letter unless it exists; concurrent calls share one request (spec 000 section 4). */
  ensureCreated: (externalPatient?: ExternalPatient | null) => Promise<boolean>;
}

/**
 * Creates the job on the first record press with the key the recorder already uploads to. With no
 * network the press still records: the job becomes an offline draft (account storage), asked for
 * again every 5 s and whenever the browser is back online, with the page's latest choices; the
 * server answers a repeated create of the same key with the job it made (docs/wire-contract.md,
 * Letters), so a draft is created once however often it is sent.
 */
export function useLetterCreation(options: {
  initialLetter: LetterMetadata | null;
  /** A draft the page reopened (recorded with no network, not created yet). @default none */
  initialDraft?: CreateLetterPayload | undefined;
  audioKey: string;
  /** The page's choices at the time of the first record press. */
  fields: LetterFields;
  /** The chosen template's name, sent with its id. */
  templateName: string | null;
  /** Where a draft is kept. */
  storage: AccountStorage;
  /** Holds the recording's uploads while its job is a draft. */
  uploadGate: UploadGate;
  onError: (error: unknown) => void;
  /** The job exists (told before the recording it was created for starts). @default none */
  onCreated?: (letter: LetterMetadata) => void;
}): LetterCreation {
  const api = useApi();
  const profile = useUserProfile().data;
  const [letter, setLetter] = useState(options.initialLetter);
  const [draft, setDraft] = useState(options.initialDraft ?? null);
  const created = useRef(options.initialLetter);
  const pending = useRef<Promise<boolean> | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const payloadNow = useCallback(
    (externalPatient: ExternalPatient | null, now: Date) => {
      if (!profile) return null;
      const { audioKey, fields, templateName } = latest.current;
      const author = { id: profile.id, fullName: profile.fullName };
      return createLetterPayload({ author, audioKey, fields, templateName, externalPatient, now });
    },
    [profile],
  );

  const send = useCallback(
    (payload: CreateLetterPayload) => {
      pending.current ??= api.letters
        .create(payload)
        .then((answer) => {
          created.current = answer;
          dropDraft(latest.current.storage, payload.audioKey);
          setDraft(null);
          setLetter(answer);
          latest.current.uploadGate.open();
          latest.current.onCreated?.(answer);
          return true;
        })
        .finally(() => {
          pending.current = null;
        });
      return pending.current;
    },
    [api],
  );

  const ensureCreated = useCallback(
    async (externalPatient: ExternalPatient | null = null) => {
      if (created.current) return true;
      if (draft) return true;
      const payload = payloadNow(externalPatient, new Date());
      if (!payload) return false;
      try {
        return await send(payload);
      } catch (error) {
        if (!isApiError(error, 'network')) {
          latest.current.onError(error);
          return false;
        }
        // Issue 35: no network, so the recording goes on into the journal and the job waits.
        keepDraft(latest.current.storage, { payload, completed: false });
        latest.current.uploadGate.close();
        setDraft(payload);
        return true;
      }
    },
    [draft, payloadNow, send],
  );

  // The draft's job is made with the choices the page has when it is sent, dated when recorded.
  const choicesNow = JSON.stringify([options.fields, options.templateName]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept again when a choice changes (read through `latest`)
  useEffect(() => {
    if (!draft) return;
    const payload = payloadNow(draft.externalPatient ?? null, new Date(draft.createdDate));
    if (payload) updateDraftPayload(latest.current.storage, payload);
  }, [draft, choicesNow, payloadNow]);

  useEffect(() => {
    if (!draft) return;
    let refused = false;
    const attempt = () => {
      const payload = latest.current.storage
        .get('offlineDrafts')
        .find((kept) => kept.payload.audioKey === draft.audioKey)?.payload;
      if (refused || !payload) return;
      send(payload).catch((error: unknown) => {
        if (isApiError(error, 'network')) return;
        // A refusal (a choice no longer valid, a session that ended) is told once; the draft stays
        // on this computer with its audio, and the next visit of the page sends it again.
        refused = true;
        latest.current.onError(error);
      });
    };
    return repeatUntilStopped(attempt);
  }, [draft, send]);

  return { letter, draft: draft !== null, ensureCreated };
}
