import * as z from 'zod/mini';
import { ApiError } from '../errors';
import { messages } from '../messages';
import { type ImportRequest, importAnswerSchema } from '../schemas/audio';
import { textAnswerSchema } from '../schemas/common';
import {
  type ApprovalStatusPayload,
  audioStoredAnswerSchema,
  type CreateLetterPayload,
  currentLetterSchema,
  historyRowSchema,
  type LetterMetadata,
  type LetterPatch,
  letterMetadataSchema,
  lettersSearchAnswerSchema,
  type RestorePayload,
  type UpdateNotesPayload,
  type UpdatePriorityPayload,
  type UpdateTemplatePayload,
} from '../schemas/letters';
import { flagAnswerSchema } from '../schemas/profile';
import type { CallOptions, HttpClient } from './httpClient';
import type { LockCallOptions } from './miscApi';

/** Query of the OData letters search (spec 001 section 7). */
export interface LettersSearchQuery {
  /** Page size (`$top`). */
  top: number;
  /** Rows to skip (`$skip`). */
  skip: number;
  /** OData v4 `$filter` expression, already escaped. */
  filter?: string;
  /** `$orderby`, e.g. `priority desc,recordedDate asc`. */
  orderBy?: string;
}

/**
 * Spec 000 section 8: complete failing with 'length is 4000 ms' (the server holds too little
 * audio) while the local audio is longer: store the audio and retry.
 */
export function isShortAudioRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /length is \d+ ms/i.test(error.message);
}

/** Spec 000 section 7: the complete call is polled every 1 s until the audio is stored. */
export const completePollIntervalMs = 1000;
/** Stop polling after ten minutes: the server is not going to store the audio. */
const completePollLimit = 600;

const completeAnswerSchema = z.union([audioStoredAnswerSchema, z.unknown()]);

/** Injected wait, so tests drive the complete polling with fake timers. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Default {@link Sleep} on `setTimeout`. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Letter calls (`api.letters`). */
export function createLettersApi(http: HttpClient, wait: Sleep = sleep) {
  const json = (value: unknown) => ({ type: 'json', value }) as const;
  return {
    /** `POST author/letters/create?instantComplete=false`; answers the new letter. */
    create: (payload: CreateLetterPayload, options?: CallOptions): Promise<LetterMetadata> =>
      http.call('letters.create', {
        query: { instantComplete: false },
        body: json(payload),
        schema: letterMetadataSchema,
        options,
      }),
    /** The caller's letter at Audio capture, or null when the server answers `{}`. */
    current: (options?: CallOptions): Promise<LetterMetadata | null> =>
      http.call('letters.current', { schema: currentLetterSchema, options }),
    /**
     * Metadata, taking the auto-lock for `options.lockHolderId` (the opening of the letter, see
     * `locks`); `now` busts caches (`?_=timestamp`).
     */
    metadataWithLock: (id: number, now = Date.now(), options?: LockCallOptions): Promise<LetterMetadata> =>
      http.call('letters.metadataWithLock', {
        pathParams: { id },
        query: { _: now, lockHolderId: options?.lockHolderId },
        schema: letterMetadataSchema,
        options,
      }),
    /** `PATCH author/letters/patch` (e.g. the dictation type). */
    patch: (patch: LetterPatch, options?: CallOptions): Promise<void> =>
      http.write('letters.patch', { body: json(patch), options }),
    /**
     * `PUT author/letters/complete`; while the server answers 202 `{ audioStored: false }` the
     * call is repeated every second (spec 000 section 7). A 400 rejects with the response text.
     */
    complete: async (letter: LetterMetadata, options?: CallOptions): Promise<void> => {
      for (let attempt = 0; attempt < completePollLimit; attempt += 1) {
        const answer = await http.send('letters.complete', {
          body: json(letter),
          schema: completeAnswerSchema,
          options,
        });
        if (answer.status !== 202) return;
        await wait(completePollIntervalMs, options?.signal);
      }
      throw new ApiError(
        { kind: 'http', status: 202, statusText: 'Accepted', body: '' },
        messages.requestFailed,
        'letters.complete',
      );
    },
    /** `PUT author/letters/uncomplete`: back to To Review. */
    uncomplete: (letter: LetterMetadata, options?: CallOptions): Promise<void> =>
      http.write('letters.uncomplete', { body: json(letter), options }),
    /** `PUT author/letters/update` with the whole letter body. */
    update: (letter: LetterMetadata, options?: CallOptions): Promise<void> =>
      http.write('letters.update', { body: json(letter), options }),
    /** `DELETE author/letters/delete/{id}`. */
    delete: (id: number, options?: CallOptions): Promise<void> =>
      http.write('letters.delete', { pathParams: { id }, options }),
    /** `PUT author/letters/restore/{id}` to step 5000, 2000 or 7000. */
    restore: (id: number, payload: RestorePayload, options?: CallOptions): Promise<void> =>
      http.write('letters.restore', { pathParams: { id }, body: json(payload), options }),
    /** `POST author/letters/{id}/hold`. */
    hold: (id: number, options?: CallOptions): Promise<void> =>
      http.write('letters.hold', { pathParams: { id }, options }),
    /** `POST author/letters/{id}/unhold`. */
    unhold: (id: number, options?: CallOptions): Promise<void> =>
      http.write('letters.unhold', { pathParams: { id }, options }),
    /** `PUT author/letters/update-priority`. */
    updatePriority: (payload: UpdatePriorityPayload, options?: CallOptions): Promise<void> =>
      http.write('letters.updatePriority', { body: json(payload), options }),
    /** `PUT author/letters/update-sample-id?letterId&sampleID`. */
    updateSampleId: (letterId: number, sampleID: string, options?: CallOptions): Promise<void> =>
      http.write('letters.updateSampleId', { query: { letterId, sampleID }, options }),
    /** `PUT author/letters/update-label?letterId&label`; an empty label means none. */
    updateLabel: (letterId: number, label: string, options?: CallOptions): Promise<void> =>
      http.write('letters.updateLabel', { query: { letterId, label }, options }),
    /** `PUT author/letters/update-mrn?letterId&mrn`. */
    updateMrn: (letterId: number, mrn: string, options?: CallOptions): Promise<void> =>
      http.write('letters.updateMrn', { query: { letterId, mrn }, options }),
    /** `PUT author/letters/update-organization?letterId&orgItemId`. */
    updateOrganisation: (letterId: number, orgItemId: number, options?: CallOptions): Promise<void> =>
      http.write('letters.updateOrganisation', { query: { letterId, orgItemId }, options }),
    /** `PUT author/letters/update-template`. */
    updateTemplate: (payload: UpdateTemplatePayload, options?: CallOptions): Promise<void> =>
      http.write('letters.updateTemplate', { body: json(payload), options }),
    /** `PUT author/letters/update-notes`. */
    updateNotes: (payload: UpdateNotesPayload, options?: CallOptions): Promise<void> =>
      http.write('letters.updateNotes', { body: json(payload), options }),
    /** `POST author/letters/update-letter-approval-status` (approve or recall). */
    updateApprovalStatus: (payload: ApprovalStatusPayload, options?: CallOptions): Promise<void> =>
      http.write('letters.updateApprovalStatus', { body: json(payload), options }),
    /** `GET author/letters/outsource-enable`. */
    outsourceEnabled: (options?: CallOptions): Promise<boolean> =>
      http.call('letters.outsourceEnabled', { schema: flagAnswerSchema, options }),
    /** `GET author/letters/manual-enabled`. */
    manualEnabled: (options?: CallOptions): Promise<boolean> =>
      http.call('letters.manualEnabled', { schema: flagAnswerSchema, options }),
    /** OData search with `$count=true`; answers `{ '@odata.count', value }`. */
    search: (query: LettersSearchQuery, options?: CallOptions) =>
      http.call('letters.search', {
        query: {
          $count: true,
          $top: query.top,
          $skip: query.skip,
          $filter: query.filter || undefined,
          $orderby: query.orderBy || undefined,
        },
        schema: lettersSearchAnswerSchema,
        options,
      }),
    /** Original speech recognition as HTML text (sanitize before showing). */
    originalSr: (id: number, options?: CallOptions): Promise<string> =>
      http.call('letters.originalSr', {
        pathParams: { id },
        answer: 'text',
        schema: textAnswerSchema,
        options,
      }),
    /**
     * `POST author/letters/v2/create-by-import-file`, multipart `LetterMetadataJson` + `AudioFile`.
     * An answer with `error` and `letterId` means a duplicate (see `isDuplicateImport`).
     */
    importFile: (request: ImportRequest, file: Blob, fileName: string, options?: CallOptions) => {
      const form = new FormData();
      form.append('LetterMetadataJson', JSON.stringify(request));
      form.append('AudioFile', file, fileName);
      return http.call('letters.importFile', {
        body: { type: 'multipart', value: form },
        schema: importAnswerSchema,
        options,
      });
    },
    /** Workflow history rows. */
    history: (id: number, options?: CallOptions) =>
      http.call('letters.history', {
        pathParams: { id },
        schema: z.array(historyRowSchema),
        options,
      }),
  };
}

export type LettersApi = ReturnType<typeof createLettersApi>;
