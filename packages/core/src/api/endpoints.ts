/**
 * Machine-readable list of every call of spec 000 section 7 and spec 001 section 7 (plus the
 * profile path of the wire contract), keyed by the client function that makes it
 * (`'letters.complete'` is `api.letters.complete`). Paths are relative to `/api/`; `{name}` is a
 * path parameter; `query` names the query parameters the function sends.
 */

import { tokenEndpointPath } from './tokenRequest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a failed answer turns into the error message (spec 000 section 8):
 * - `status` (default): 400/403/404 reject with the status text;
 * - `responseText`: 400 rejects with the response text (complete, and our choice for the calls
 *   whose 400 text is meant for the user: metadata-with-lock, reset and change password);
 * - `patient`: 403 rejects with the response text (the numeric code), 5xx with '2009'.
 */
export type ErrorPolicy = 'status' | 'responseText' | 'patient';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: readonly string[];
  readonly errors?: ErrorPolicy;
  /** Public calls (before sign-in): no Bearer token, no refresh. */
  readonly anonymous?: boolean;
  /**
   * Its 409 is an answer the caller acts on (a document saved elsewhere, audio written by another
   * window), not the letter having moved on: the client's `onConflict` (back to the list) is not
   * told.
   */
  readonly callerResolvesConflict?: boolean;
}

type EndpointOptions = Pick<EndpointDefinition, 'query' | 'errors' | 'anonymous' | 'callerResolvesConflict'>;

/**
 * The table's rows are made by one function per method rather than written as object literals,
 * so a row reads as `put(path, { query })` and the method, path and query shape are not spelled
 * out sixty times. The `const` type parameters keep `typeof endpoints` as exact as an `as const`
 * literal (literal method, path and query names), and a row holds only the keys it was given.
 */
const endpointOf =
  <const Method extends HttpMethod>(method: Method) =>
  <const Path extends string, const Options extends EndpointOptions = Record<never, never>>(
    path: Path,
    options?: Options,
  ) =>
    ({ method, path, ...options }) as { readonly method: Method; readonly path: Path } & Readonly<Options>;

const get = endpointOf('GET');
const post = endpointOf('POST');
const put = endpointOf('PUT');
const patch = endpointOf('PATCH');
const httpDelete = endpointOf('DELETE');

export const endpoints = {
  'oauth.passwordGrant': post(tokenEndpointPath, { anonymous: true }),
  'oauth.refreshGrant': post(tokenEndpointPath, { anonymous: true }),
  /** Logout on the server (wire contract, OAuth): not in the spec, which only signs out in the browser. */
  'oauth.revoke': post('OAuth/Revoke', { anonymous: true }),

  'app.ping': get('ping'),
  'app.configuration': get('application-configuration'),
  'log.post': post('logger'),

  'accounts.expiryNotificationDays': get('accounts/expiry-notification-days'),
  'accounts.resetPassword': post('accounts/reset-password', { errors: 'responseText', anonymous: true }),
  'accounts.forgotPassword': post('accounts/forgot-password', { query: ['username'], anonymous: true }),
  'accounts.changePassword': put('accounts/self/password', {
    query: ['shouldLogout'],
    errors: 'responseText',
  }),

  'profile.current': get('author/user-profiles/current'),
  'profile.organisationsPermission': get('author/user-profiles/GetUserOrganisationsPermission'),

  'settings.recording': get('author/recording-settings/get-current-settings'),
  'settings.setDefaultToOverwrite': put('author/recording-settings/web-settings', {
    query: ['defaultToOverwrite'],
  }),
  'settings.setEnableSound': put('author/recording-settings/web-enable-sound', { query: ['enableSound'] }),
  'settings.footPedal': get('author/deviceSettings/footPedal'),
  'settings.saveFootPedal': post('author/deviceSettings/footPedal'),
  'settings.spellcheck': get('author/settings/spellcheck'),
  'settings.downloadUrls': get('author/downloads/urls'),
  'settings.updateOrganisationItem': put('author/user-profiles/settings/organization-items/{id}'),

  'lookups.dictationTypes': get('author/dictation-types'),
  'lookups.organisationItems': get('author/organization-items/all-my'),
  'lookups.organisationList': get('author/organization-items/organisation-list'),
  'lookups.labels': get('author/labels/{id}'),
  'lookups.allMyLabels': get('author/labels/all-my'),
  'lookups.priorities': get('author/priorities/v2/{id}'),
  'lookups.allMyPriorities': get('author/priorities/all-my'),
  'lookups.authorsByOrganisation': get('author/workers/get-all-authors-by-organisation/{id}'),
  'lookups.authorsWithLetters': get('author/user-profiles/authors-with-letters', {
    query: ['isInProgressPage', '_'],
  }),
  'lookups.templates': get('author/templates/organisationItem/{id}'),
  'lookups.myTemplates': get('author/templates/my-templates'),

  'emis.connectionState': get('author/emis/connection-state'),
  'emis.patient': get('author/emis/patient', { errors: 'patient' }),

  'letters.create': post('author/letters/create', { query: ['instantComplete'] }),
  'letters.current': get('author/letters/current-letter'),
  'letters.metadataWithLock': get('author/letters/metadata-with-lock/{id}', {
    query: ['_', 'lockHolderId'],
    errors: 'responseText',
  }),
  'letters.patch': patch('author/letters/patch'),
  'letters.complete': put('author/letters/complete', { errors: 'responseText' }),
  'letters.uncomplete': put('author/letters/uncomplete'),
  'letters.update': put('author/letters/update'),
  'letters.delete': httpDelete('author/letters/delete/{id}'),
  'letters.restore': put('author/letters/restore/{id}'),
  'letters.hold': post('author/letters/{id}/hold'),
  'letters.unhold': post('author/letters/{id}/unhold'),
  'letters.updatePriority': put('author/letters/update-priority'),
  'letters.updateSampleId': put('author/letters/update-sample-id', { query: ['letterId', 'sampleID'] }),
  'letters.updateLabel': put('author/letters/update-label', { query: ['letterId', 'label'] }),
  'letters.updateMrn': put('author/letters/update-mrn', { query: ['letterId', 'mrn'] }),
  'letters.updateOrganisation': put('author/letters/update-organization', {
    query: ['letterId', 'orgItemId'],
  }),
  'letters.updateTemplate': put('author/letters/update-template'),
  // A 409 (notes changed elsewhere) is the notes dialog's to tell, keeping the text typed.
  'letters.updateNotes': put('author/letters/update-notes', { callerResolvesConflict: true }),
  'letters.updateApprovalStatus': post('author/letters/update-letter-approval-status'),
  'letters.outsourceEnabled': get('author/letters/outsource-enable'),
  'letters.manualEnabled': get('author/letters/manual-enabled'),
  'letters.search': get('author/odata/Letters/LettersService.Search()', {
    query: ['$count', '$top', '$skip', '$filter', '$orderby'],
  }),
  'letters.originalSr': get('author/letters/original-sr/{id}'),
  'letters.history': get('author/workflow-history/get-letter-history/{id}'),
  'letters.importFile': post('author/letters/v2/create-by-import-file'),

  // lockHolderId: ours, not the spec's (docs/wire-contract.md, Locks).
  'locks.lock': post('author/clinical-letter-locks/{id}', { query: ['lockHolderId'] }),
  'locks.unlock': put('author/clinical-letter-locks/unlock/{id}', { query: ['lockHolderId'] }),
  'locks.elongate': put('author/clinical-letter-locks/elongate/{id}', { query: ['lockHolderId'] }),

  'documents.get': get('author/documents/patched', { query: ['documentId', 'letterId'] }),
  'documents.patch': put('author/documents-patch/update', {
    query: ['documentId'],
    callerResolvesConflict: true,
  }),

  'audio.stream': get('author/audio-records/{id}/stream'),
  'audio.streamMp3': get('author/audio-records/{id}/stream-mp3'),
  'audio.mp3Availability': get('author/audio-records/{id}/isMp3Available'),
  'audio.suspend': post('author/audio-records/suspend', {
    query: ['fileName', 'recordMode', 'startPosition', 'endPosition', 'operationId', 'writerId'],
    callerResolvesConflict: true,
  }),
  'audio.completeSuspend': get('author/audio-records/complete-suspend-with-length', {
    query: ['fileName', 'hash', 'length'],
    callerResolvesConflict: true,
  }),
  'audio.store': post('author/audio-records/store-with-length', {
    query: ['fileName', 'isLastPart', 'length', 'audioKey', 'uploadId', 'part', 'writerId'],
    callerResolvesConflict: true,
  }),
  'audio.limits': get('author/audio-records/get-audio-limits'),

  'textMagic.spells': get('author/spells/available'),
  'textMagic.apply': post('author/spells/apply'),
  'textMagic.summary': get('author/ai-results/summary/{id}'),
} as const satisfies Record<string, EndpointDefinition>;

/** Name of a client function, `group.function`. */
export type EndpointName = keyof typeof endpoints;

/** One row of {@link endpointList}. */
export interface EndpointListEntry {
  /** `group.function`: `api.letters.complete` is `letters.complete`. */
  readonly functionName: EndpointName;
  readonly method: HttpMethod;
  /** Path template under `/api/`, `{id}` for path parameters. */
  readonly path: string;
  readonly query: readonly string[];
}

/** Every endpoint with its method, path template and client function name. */
export const endpointList: readonly EndpointListEntry[] = (
  Object.entries(endpoints) as [EndpointName, EndpointDefinition][]
).map(([functionName, definition]) => ({
  functionName,
  method: definition.method,
  path: definition.path,
  query: definition.query ?? [],
}));
