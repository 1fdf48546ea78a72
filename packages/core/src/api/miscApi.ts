import * as z from 'zod/mini';
import {
  type DocumentPatch,
  type DocumentPatchAnswer,
  documentPatchAnswerSchema,
  emisConnectionStateSchema,
  externalPatientSchema,
  letterDocumentSchema,
} from '../schemas/letters';
import {
  applicationConfigurationSchema,
  organisationsPermissionSchema,
  userProfileSchema,
} from '../schemas/profile';
import { aiSummarySchema, type SpellApplyPayload, spellResultSchema, spellSchema } from '../schemas/settings';
import type { CallOptions, HttpClient } from './httpClient';

/** The logger body of spec 000 section 7. */
export interface LogEntry {
  source: 'Front-End';
  type: 3;
  content: string;
}

/**
 * Options of the calls that take, extend and release the letter's auto-lock. `lockHolderId` names
 * the opening of the letter that holds it (one letter screen of one tab; 1-64 of `A-Z a-z 0-9 _ -`),
 * so that leaving the letter in one tab never frees the lock another tab of the same user edits
 * under. Without it the call is the spec's (docs/wire-contract.md, Locks).
 */
export interface LockCallOptions extends CallOptions {
  lockHolderId?: string;
}
const lockHolder = (options: LockCallOptions | undefined) => ({ lockHolderId: options?.lockHolderId });

/** Small groups: `app`, `log`, `profile`, `emis`, `locks`, `documents`, `textMagic`. */
export function createMiscApis(http: HttpClient) {
  return {
    app: {
      /** `GET ping`. */
      ping: (options?: CallOptions): Promise<void> => http.write('app.ping', { options }),
      /** Account name and id. */
      configuration: (options?: CallOptions) =>
        http.call('app.configuration', { schema: applicationConfigurationSchema, options }),
    },
    log: {
      /** `POST logger`; use `createLogger` rather than calling this directly. */
      post: (entry: LogEntry, options?: CallOptions): Promise<void> =>
        http.write('log.post', { body: { type: 'json', value: entry }, options }),
    },
    profile: {
      /** The signed-in user's profile. */
      current: (options?: CallOptions) =>
        http.call('profile.current', { schema: userProfileSchema, options }),
      /** `letterApprovalPermission`. */
      organisationsPermission: (options?: CallOptions) =>
        http.call('profile.organisationsPermission', {
          schema: organisationsPermissionSchema,
          options,
        }),
    },
    emis: {
      /** Is the external clinical system connected, and which one (0, 10 EMIS, 20 TPP). */
      connectionState: (options?: CallOptions) =>
        http.call('emis.connectionState', { schema: emisConnectionStateSchema, options }),
      /** Current patient; failures reject with the numeric code as message (403 text, 5xx '2009'). */
      patient: (options?: CallOptions) =>
        http.call('emis.patient', { schema: externalPatientSchema, options }),
    },
    locks: {
      /** Takes the auto-lock, as opening the letter does. */
      lock: (letterId: number, options?: LockCallOptions): Promise<void> =>
        http.write('locks.lock', { pathParams: { id: letterId }, query: lockHolder(options), options }),
      /**
       * With `lockHolderId`: that opening leaves the letter (pass `{ keepalive: true }` from
       * `pagehide` so the request outlives the page); the caller's auto-lock goes when no other
       * opening of theirs holds it. Without: releases the caller's auto-lock, and another user's
       * lock when the caller may (Unlock). Never the caller's own manual hold (`letters.unhold`).
       * docs/wire-contract.md, Locks.
       */
      unlock: (letterId: number, options?: LockCallOptions): Promise<void> =>
        http.write('locks.unlock', { pathParams: { id: letterId }, query: lockHolder(options), options }),
      /** Extends the lock (every 180000 ms, spec 001 section 4). */
      elongate: (letterId: number, options?: LockCallOptions): Promise<void> =>
        http.write('locks.elongate', { pathParams: { id: letterId }, query: lockHolder(options), options }),
    },
    documents: {
      /** The patched document of a letter (`documentId=null&letterId=`). */
      get: (letterId: number, options?: CallOptions) =>
        http.call('documents.get', {
          query: { documentId: null, letterId },
          schema: letterDocumentSchema,
          options,
        }),
      /** Sends one editor patch; answers the new version (409 when stale or it does not apply). */
      patch: (
        documentId: number,
        patch: DocumentPatch,
        options?: CallOptions,
      ): Promise<DocumentPatchAnswer> =>
        http.call('documents.patch', {
          query: { documentId },
          body: { type: 'json', value: patch },
          schema: documentPatchAnswerSchema,
          options,
        }),
    },
    textMagic: {
      /** Available spells. */
      spells: (options?: CallOptions) =>
        http.call('textMagic.spells', { schema: z.array(spellSchema), options }),
      /** Applies a spell to text. */
      apply: (payload: SpellApplyPayload, options?: CallOptions) =>
        http.call('textMagic.apply', {
          body: { type: 'json', value: payload },
          schema: spellResultSchema,
          options,
        }),
      /** AI summary of a Conversation letter. */
      summary: (letterId: number, options?: CallOptions) =>
        http.call('textMagic.summary', {
          pathParams: { id: letterId },
          schema: aiSummarySchema,
          options,
        }),
    },
  };
}
