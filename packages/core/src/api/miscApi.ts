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
      /** Takes the manual lock. */
      lock: (letterId: number, options?: CallOptions): Promise<void> =>
        http.write('locks.lock', { pathParams: { id: letterId }, options }),
      /**
       * Releases the caller's auto-lock (leaving the letter: pass `{ keepalive: true }` from
       * `pagehide` so the request outlives the page) and another user's lock when the caller may;
       * never the caller's own manual hold (`letters.unhold`). docs/wire-contract.md, Locks.
       */
      unlock: (letterId: number, options?: CallOptions): Promise<void> =>
        http.write('locks.unlock', { pathParams: { id: letterId }, options }),
      /** Extends the lock (every 180000 ms, spec 001 section 4). */
      elongate: (letterId: number, options?: CallOptions): Promise<void> =>
        http.write('locks.elongate', { pathParams: { id: letterId }, options }),
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
