import type { ExternalPatient, LetterFields, LetterMetadata } from '@dictation/core';
import { useApi, useUserProfile } from '@dictation/core/react';
import { useCallback, useRef, useState } from 'react';
import { createLetterPayload } from './newLetterRules';

export interface LetterCreation {
  letter: LetterMetadata | null;
  /** Creates the letter unless it exists; concurrent calls share one request (spec 000 section 4). */
  ensureCreated: (externalPatient?: ExternalPatient | null) => Promise<boolean>;
}

/** Creates the job on the first record press with the key the recorder already uploads to. */
export function useLetterCreation(options: {
  initialLetter: LetterMetadata | null;
  audioKey: string;
  /** The page's choices at the time of the first record press. */
  fields: LetterFields;
  /** The chosen template's name, sent with its id. */
  templateName: string | null;
  onError: (error: unknown) => void;
  /** The job exists (told before the recording it was created for starts). @default none */
  onCreated?: (letter: LetterMetadata) => void;
}): LetterCreation {
  const api = useApi();
  const profile = useUserProfile().data;
  const [letter, setLetter] = useState(options.initialLetter);
  const created = useRef(options.initialLetter);
  const pending = useRef<Promise<boolean> | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const ensureCreated = useCallback(
    async (externalPatient: ExternalPatient | null = null) => {
      if (created.current) return true;
      if (pending.current) return pending.current;
      if (!profile) return false;
      const { audioKey, fields, templateName, onError } = latest.current;
      pending.current = api.letters
        .create(
          createLetterPayload({
            author: { id: profile.id, fullName: profile.fullName },
            audioKey,
            fields,
            templateName,
            externalPatient,
            now: new Date(),
          }),
        )
        .then((answer) => {
          created.current = answer;
          setLetter(answer);
          latest.current.onCreated?.(answer);
          return true;
        })
        .catch((error: unknown) => {
          onError(error);
          return false;
        })
        .finally(() => {
          pending.current = null;
        });
      return pending.current;
    },
    [api, profile],
  );

  return { letter, ensureCreated };
}
