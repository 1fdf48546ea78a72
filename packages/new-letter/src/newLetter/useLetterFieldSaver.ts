import {
  type AccountStorage,
  isApiError,
  type LetterFields,
  type LetterMetadata,
  unsavedFieldsScope,
} from '@dictation/core';
import { useApi, useUnsentWork } from '@dictation/core/react';
import { useEffect, useRef, useState } from 'react';
import {
  createLetterFieldSaver,
  type FieldSaveState,
  fieldsOfLetter,
  type LetterFieldSaver,
  type LetterFieldSaves,
} from './letterFieldSaver';

/**
 * 4xx other than a timeout, throttling or a session that ended (401: the change is fine, the
 * user signs in again and the kept copy is saved then): the server will not take it as it is.
 */
const isRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * Saves the recording page's fields as they change once the job exists (`PATCH
 * author/letters/patch`), keeping unsaved changes in account storage until the server has them.
 * Returns where the saves stand, and the calls Complete and Delete make around themselves.
 */
export function useLetterFieldSaver(options: {
  letter: LetterMetadata | null;
  fields: LetterFields;
  /**
   * The fields are final (their lookups answered). Provisional fields are neither kept nor sent:
   * a reload would otherwise restore them over what the server holds.
   */
  settled: boolean;
  storage: AccountStorage;
  onRefused: (error: unknown) => void;
}): { state: FieldSaveState; actions: LetterFieldSaves } {
  const api = useApi();
  const [state, setState] = useState<FieldSaveState>('saved');
  const saver = useRef<LetterFieldSaver | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const letterId = options.letter?.id;

  // One saver per job, from what the server holds; the page's fields are given to it below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new saver only for a new job
  useEffect(() => {
    const { letter, fields, storage } = latest.current;
    if (!letter) return;
    const current = createLetterFieldSaver({
      letterId: letter.id,
      saved: fieldsOfLetter(letter, fields.dictationType),
      send: (patch) => api.letters.patch(patch),
      keep: (unsaved) => {
        const scope = unsavedFieldsScope(letter.id);
        if (unsaved) storage.set('unsavedLetterFields', unsaved, scope);
        else storage.remove('unsavedLetterFields', scope);
      },
      isRefusal,
      onRefused: (error) => latest.current.onRefused(error),
      onStateChange: setState,
    });
    saver.current = current;
    if (latest.current.settled) current.change(fields);
    const online = () => current.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Leaving the page sends what is pending now; the kept copy covers a send that fails.
      current.leave();
    };
  }, [api, letterId]);

  useUnsentWork({
    unsent: () =>
      letterId !== undefined && saver.current?.hasUnsaved() ? [{ kind: 'letterFields', letterId }] : [],
    sendNow: () => saver.current?.flush(),
  });

  // After every render: the fields are computed afresh each time, and the saver compares values.
  useEffect(() => {
    if (options.settled) saver.current?.change(options.fields);
  });

  return {
    state,
    actions: {
      hold: () => saver.current?.hold(),
      release: () => saver.current?.release(),
      stop: () => saver.current?.stop(),
    },
  };
}
