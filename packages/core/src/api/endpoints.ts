/**
 * Machine-readable list of every call of spec 000 section 7 and spec 001 section 7 (plus the
 * profile path of the wire contract), keyed by the client function that makes it
 * (`'letters.complete'` is `api.letters.complete`). Paths are relative to `/api/`; `{name}` is a
 * path parameter; `query` names the query parameters the function sends.
 */

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
}

export const endpoints = {
  'oauth.passwordGrant': { method: 'POST', path: 'OAuth/Token', anonymous: true },
  'oauth.refreshGrant': { method: 'POST', path: 'OAuth/Token', anonymous: true },

  'app.ping': { method: 'GET', path: 'ping' },
  'app.configuration': { method: 'GET', path: 'application-configuration' },
  'log.post': { method: 'POST', path: 'logger' },

  'accounts.expiryNotificationDays': { method: 'GET', path: 'accounts/expiry-notification-days' },
  'accounts.resetPassword': {
    method: 'POST',
    path: 'accounts/reset-password',
    errors: 'responseText',
    anonymous: true,
  },
  'accounts.forgotPassword': {
    method: 'POST',
    path: 'accounts/forgot-password',
    query: ['username'],
    anonymous: true,
  },
  'accounts.changePassword': {
    method: 'PUT',
    path: 'accounts/self/password',
    query: ['shouldLogout'],
    errors: 'responseText',
  },

  'profile.current': { method: 'GET', path: 'author/user-profiles/current' },
  'profile.organisationsPermission': {
    method: 'GET',
    path: 'author/user-profiles/GetUserOrganisationsPermission',
  },

  'settings.recording': { method: 'GET', path: 'author/recording-settings/get-current-settings' },
  'settings.setDefaultToOverwrite': {
    method: 'PUT',
    path: 'author/recording-settings/web-settings',
    query: ['defaultToOverwrite'],
  },
  'settings.setEnableSound': {
    method: 'PUT',
    path: 'author/recording-settings/web-enable-sound',
    query: ['enableSound'],
  },
  'settings.footPedal': { method: 'GET', path: 'author/deviceSettings/footPedal' },
  'settings.saveFootPedal': { method: 'POST', path: 'author/deviceSettings/footPedal' },
  'settings.spellcheck': { method: 'GET', path: 'author/settings/spellcheck' },
  'settings.downloadUrls': { method: 'GET', path: 'author/downloads/urls' },
  'settings.updateOrganisationItem': {
    method: 'PUT',
    path: 'author/user-profiles/settings/organization-items/{id}',
  },

  'lookups.dictationTypes': { method: 'GET', path: 'author/dictation-types' },
  'lookups.organisationItems': { method: 'GET', path: 'author/organization-items/all-my' },
  'lookups.organisationList': { method: 'GET', path: 'author/organization-items/organisation-list' },
  'lookups.labels': { method: 'GET', path: 'author/labels/{id}' },
  'lookups.allMyLabels': { method: 'GET', path: 'author/labels/all-my' },
  'lookups.priorities': { method: 'GET', path: 'author/priorities/v2/{id}' },
  'lookups.allMyPriorities': { method: 'GET', path: 'author/priorities/all-my' },
  'lookups.authorsByOrganisation': {
    method: 'GET',
    path: 'author/workers/get-all-authors-by-organisation/{id}',
  },
  'lookups.authorsWithLetters': {
    method: 'GET',
    path: 'author/user-profiles/authors-with-letters',
    query: ['isInProgressPage', '_'],
  },
  'lookups.templates': { method: 'GET', path: 'author/templates/organisationItem/{id}' },
  'lookups.myTemplates': { method: 'GET', path: 'author/templates/my-templates' },

  'emis.connectionState': { method: 'GET', path: 'author/emis/connection-state' },
  'emis.patient': { method: 'GET', path: 'author/emis/patient', errors: 'patient' },

  'letters.create': {
    method: 'POST',
    path: 'author/letters/create',
    query: ['instantComplete'],
  },
  'letters.current': { method: 'GET', path: 'author/letters/current-letter' },
  'letters.metadataWithLock': {
    method: 'GET',
    path: 'author/letters/metadata-with-lock/{id}',
    query: ['_'],
    errors: 'responseText',
  },
  'letters.patch': { method: 'PATCH', path: 'author/letters/patch' },
  'letters.complete': { method: 'PUT', path: 'author/letters/complete', errors: 'responseText' },
  'letters.uncomplete': { method: 'PUT', path: 'author/letters/uncomplete' },
  'letters.update': { method: 'PUT', path: 'author/letters/update' },
  'letters.delete': { method: 'DELETE', path: 'author/letters/delete/{id}' },
  'letters.restore': { method: 'PUT', path: 'author/letters/restore/{id}' },
  'letters.hold': { method: 'POST', path: 'author/letters/{id}/hold' },
  'letters.unhold': { method: 'POST', path: 'author/letters/{id}/unhold' },
  'letters.updatePriority': { method: 'PUT', path: 'author/letters/update-priority' },
  'letters.updateSampleId': {
    method: 'PUT',
    path: 'author/letters/update-sample-id',
    query: ['letterId', 'sampleID'],
  },
  'letters.updateLabel': {
    method: 'PUT',
    path: 'author/letters/update-label',
    query: ['letterId', 'label'],
  },
  'letters.updateMrn': {
    method: 'PUT',
    path: 'author/letters/update-mrn',
    query: ['letterId', 'mrn'],
  },
  'letters.updateOrganisation': {
    method: 'PUT',
    path: 'author/letters/update-organization',
    query: ['letterId', 'orgItemId'],
  },
  'letters.updateTemplate': { method: 'PUT', path: 'author/letters/update-template' },
  'letters.updateNotes': { method: 'PUT', path: 'author/letters/update-notes' },
  'letters.updateApprovalStatus': {
    method: 'POST',
    path: 'author/letters/update-letter-approval-status',
  },
  'letters.outsourceEnabled': { method: 'GET', path: 'author/letters/outsource-enable' },
  'letters.manualEnabled': { method: 'GET', path: 'author/letters/manual-enabled' },
  'letters.search': {
    method: 'GET',
    path: 'author/odata/Letters/LettersService.Search()',
    query: ['$count', '$top', '$skip', '$filter', '$orderby'],
  },
  'letters.originalSr': { method: 'GET', path: 'author/letters/original-sr/{id}' },
  'letters.history': { method: 'GET', path: 'author/workflow-history/get-letter-history/{id}' },
  'letters.importFile': { method: 'POST', path: 'author/letters/v2/create-by-import-file' },

  'locks.lock': { method: 'POST', path: 'author/clinical-letter-locks/{id}' },
  'locks.unlock': { method: 'PUT', path: 'author/clinical-letter-locks/unlock/{id}' },
  'locks.elongate': { method: 'PUT', path: 'author/clinical-letter-locks/elongate/{id}' },

  'documents.get': {
    method: 'GET',
    path: 'author/documents/patched',
    query: ['documentId', 'letterId'],
  },
  'documents.patch': {
    method: 'PUT',
    path: 'author/documents-patch/update',
    query: ['documentId'],
  },

  'audio.stream': { method: 'GET', path: 'author/audio-records/{id}/stream' },
  'audio.streamMp3': { method: 'GET', path: 'author/audio-records/{id}/stream-mp3' },
  'audio.mp3Availability': { method: 'GET', path: 'author/audio-records/{id}/isMp3Available' },
  'audio.suspend': {
    method: 'POST',
    path: 'author/audio-records/suspend',
    query: ['fileName', 'recordMode', 'startPosition', 'endPosition'],
  },
  'audio.completeSuspend': {
    method: 'GET',
    path: 'author/audio-records/complete-suspend-with-length',
    query: ['fileName', 'hash', 'length'],
  },
  'audio.store': {
    method: 'POST',
    path: 'author/audio-records/store-with-length',
    query: ['fileName', 'isLastPart', 'length', 'audioKey'],
  },
  'audio.limits': { method: 'GET', path: 'author/audio-records/get-audio-limits' },

  'textMagic.spells': { method: 'GET', path: 'author/spells/available' },
  'textMagic.apply': { method: 'POST', path: 'author/spells/apply' },
  'textMagic.summary': { method: 'GET', path: 'author/ai-results/summary/{id}' },
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
