import type { LetterFields, LetterMetadata, LetterPatch, UnsavedLetterFields } from '@dictation/core';

/** Where the page's field changes stand against the server. */
export type FieldSaveState = 'saved' | 'saving' | 'waiting';

const fieldNames = [
  'organisationItemId',
  'priority',
  'labelName',
  'patientMRN',
  'sampleID',
  'dictationType',
  'templateId',
] as const satisfies readonly (keyof LetterFields)[];

/** The fields of `current` that differ from `saved`: what a patch must carry. */
export function changedFields(saved: LetterFields, current: LetterFields): Partial<LetterFields> {
  const changed: Partial<LetterFields> = {};
  for (const name of fieldNames) {
    if (saved[name] !== current[name]) Object.assign(changed, { [name]: current[name] });
  }
  return changed;
}

/** The fields a letter holds on the server, as the page would send them. */
export function fieldsOfLetter(letter: LetterMetadata, defaultDictationType: string): LetterFields {
  return {
    organisationItemId: letter.organisationItemId ?? null,
    priority: letter.priority ?? null,
    labelName: letter.labelName ?? null,
    patientMRN: letter.patientMRN ?? null,
    sampleID: letter.sampleID ?? null,
    dictationType: letter.dictationType ?? defaultDictationType,
    templateId: letter.templateId ?? null,
  };
}

/**
 * A reopened letter with the changes this computer kept for it and the server has not
 * acknowledged (a reload or a closed tab before the save): the page shows them and saves them.
 */
export function withUnsavedFields(
  letter: LetterMetadata | null,
  unsaved: UnsavedLetterFields | null,
): LetterMetadata | null {
  if (!letter || unsaved?.letterId !== letter.id) return letter;
  return { ...letter, ...unsaved.fields };
}

export interface LetterFieldSaverOptions {
  letterId: number;
  /** What the server holds now. */
  saved: LetterFields;
  send: (patch: LetterPatch) => Promise<void>;
  /** Keeps the unsaved fields across a reload (account storage); null clears. */
  keep: (unsaved: UnsavedLetterFields | null) => void;
  /** A server that will not take this change as it is (4xx): retrying cannot help. */
  isRefusal: (error: unknown) => boolean;
  onRefused: (error: unknown) => void;
  onStateChange: (state: FieldSaveState) => void;
  /** Typing in Hosp. No. or Sample ID saves once the user pauses. @default 500 */
  debounceMs?: number;
  /** An unreachable server is asked again after this long (spec 000 section 9's 5 s poll). @default 5000 */
  retryMs?: number;
}

export interface LetterFieldSaver {
  /** The page's fields changed: keep them at once, save them after the debounce. */
  change: (fields: LetterFields) => void;
  /** Saves now (the browser is back online, or the user waits for it before signing out). */
  flush: () => void;
  /** Some change of the page's fields is not on the server yet (a sign-out asks first: issue 31). */
  hasUnsaved: () => boolean;
  /**
   * The page goes (navigation, sign-out): what is pending is sent once, and nothing after. A send
   * that fails stays in the kept copy for the next page on this job, never retried from here,
   * where it could go out later under whoever signs in next.
   */
  leave: () => void;
  /** Complete or Delete is under way and carries the fields: no saves meanwhile, the kept copy stays. */
  hold: () => void;
  /** Complete or Delete failed: saves go on from what is on screen. */
  release: () => void;
  /** Complete or Delete succeeded: no more saves, nothing kept. */
  stop: () => void;
}

/** What Complete and Delete do with the field saves: they carry or drop every field themselves. */
export type LetterFieldSaves = Pick<LetterFieldSaver, 'hold' | 'release' | 'stop'>;

/**
 * Saves each change of the recording page's fields as it is made (issue 23), with the audio's
 * care: the change is kept on this computer before anything is sent, one patch is in flight at a
 * time carrying only what differs from the server, and the kept copy is cleared only when the
 * server has acknowledged exactly what the user left on screen.
 */
export function createLetterFieldSaver(options: LetterFieldSaverOptions): LetterFieldSaver {
  const { letterId, send, keep, onStateChange, debounceMs = 500, retryMs = 5000 } = options;
  let saved = options.saved;
  let wanted = options.saved;
  let inFlight = false;
  /**
   * Saving, held while Complete or Delete runs, stopped for good once one of them succeeded, or
   * left with the page (a last send, no retries).
   */
  let mode: 'saving' | 'held' | 'stopped' | 'left' = 'saving';
  // A function, not an inline test: `mode` may change while a send is awaited.
  const isStopped = () => mode === 'stopped';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hasChanges = () => Object.keys(changedFields(saved, wanted)).length > 0;
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  };

  async function flush() {
    clearTimeout(timer);
    if (inFlight || (mode !== 'saving' && mode !== 'left')) return;
    if (!hasChanges()) {
      onStateChange('saved');
      return;
    }
    const sending = wanted;
    inFlight = true;
    onStateChange('saving');
    try {
      await send({ id: letterId, ...changedFields(saved, sending) });
      saved = sending;
    } catch (error) {
      if (isStopped()) return;
      if (options.isRefusal(error)) {
        // Kept on this computer: the user's input is not dropped silently; the next change or
        // a reload tries again, and the notice says why it did not save.
        options.onRefused(error);
      } else if (mode === 'saving') schedule(retryMs);
      onStateChange('waiting');
      return;
    } finally {
      inFlight = false;
    }
    if (isStopped()) return;
    if (hasChanges()) {
      if (mode === 'saving') schedule(0);
    } else {
      keep(null);
      onStateChange('saved');
    }
  }

  return {
    change(fields) {
      if (isStopped() || mode === 'left' || Object.keys(changedFields(wanted, fields)).length === 0) return;
      wanted = fields;
      keep(hasChanges() ? { letterId, fields } : null);
      schedule(debounceMs);
    },
    flush: () => void flush(),
    hasUnsaved: () => !isStopped() && hasChanges(),
    leave() {
      if (mode !== 'saving') return;
      mode = 'left';
      void flush();
    },
    hold() {
      if (mode === 'saving') mode = 'held';
      clearTimeout(timer);
    },
    release() {
      if (mode !== 'held') return;
      mode = 'saving';
      void flush();
    },
    stop() {
      mode = 'stopped';
      clearTimeout(timer);
      keep(null);
    },
  };
}
