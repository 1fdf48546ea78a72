import type { ApiClient } from '../api/createApiClient';
import type { EndpointName } from '../api/endpoints';
import type { LettersSearchQuery } from '../api/lettersApi';
import { apiKey } from './apiKey';
import { useApiRead } from './useApiRead';

/** A hook reading `name` with the path parameter `{id}`; `null` waits for the id. */
function readById<T>(name: EndpointName, read: (api: ApiClient, id: number) => Promise<T>) {
  return (id: number | null) =>
    useApiRead(id === null ? null : apiKey(name, { id }), (api) => read(api, id ?? 0));
}

/**
 * SWR hooks for the reads, keyed by API path. Parameterised hooks take `null` to wait for the
 * parameter (no request is made).
 */

/** The signed-in user's profile. */
export const useUserProfile = () => useApiRead(apiKey('profile.current'), (api) => api.profile.current());
/** `letterApprovalPermission`. */
export const useOrganisationsPermission = () =>
  useApiRead(apiKey('profile.organisationsPermission'), (api) => api.profile.organisationsPermission());
/** Account name and id. */
export const useApplicationConfiguration = () =>
  useApiRead(apiKey('app.configuration'), (api) => api.app.configuration());
/** Days until the password expires. */
export const useExpiryNotificationDays = () =>
  useApiRead(apiKey('accounts.expiryNotificationDays'), (api) => api.accounts.expiryNotificationDays());

/** Recording settings. */
export const useRecordingSettings = () =>
  useApiRead(apiKey('settings.recording'), (api) => api.settings.recording());
/** Foot pedal settings. */
export const useFootPedalSettings = () =>
  useApiRead(apiKey('settings.footPedal'), (api) => api.settings.footPedal());
/** Spellcheck settings. */
export const useSpellcheckSettings = () =>
  useApiRead(apiKey('settings.spellcheck'), (api) => api.settings.spellcheck());
/** Download links. */
export const useDownloadUrls = () =>
  useApiRead(apiKey('settings.downloadUrls'), (api) => api.settings.downloadUrls());

/** Dictation types. */
export const useDictationTypes = () =>
  useApiRead(apiKey('lookups.dictationTypes'), (api) => api.lookups.dictationTypes());
/** The user's organisations and departments. */
export const useOrganisationItems = () =>
  useApiRead(apiKey('lookups.organisationItems'), (api) => api.lookups.organisationItems());
/** Organisation list. */
export const useOrganisationList = () =>
  useApiRead(apiKey('lookups.organisationList'), (api) => api.lookups.organisationList());
/** Every label of the user. */
export const useAllMyLabels = () =>
  useApiRead(apiKey('lookups.allMyLabels'), (api) => api.lookups.allMyLabels());
/** Every priority of the user. */
export const useAllMyPriorities = () =>
  useApiRead(apiKey('lookups.allMyPriorities'), (api) => api.lookups.allMyPriorities());
/** The user's templates. */
export const useMyTemplates = () =>
  useApiRead(apiKey('lookups.myTemplates'), (api) => api.lookups.myTemplates());

/** Labels of an organisation item. */
export const useLabels = readById('lookups.labels', (api, id) => api.lookups.labels(id));
/** Priorities of an organisation item. */
export const usePriorities = readById('lookups.priorities', (api, id) => api.lookups.priorities(id));
/** Templates of an organisation item. */
export const useTemplates = readById('lookups.templates', (api, id) => api.lookups.templates(id));
/** Authors of an organisation item. */
export const useAuthorsByOrganisation = readById('lookups.authorsByOrganisation', (api, id) =>
  api.lookups.authorsByOrganisation(id),
);
/** Authors with letters in one list (the cache-busting timestamp is added per request, not in the key). */
export const useAuthorsWithLetters = (isInProgressPage: boolean) =>
  useApiRead(apiKey('lookups.authorsWithLetters', {}, { isInProgressPage }), (api) =>
    api.lookups.authorsWithLetters(isInProgressPage),
  );

/** Outsource flag. */
export const useOutsourceEnabled = () =>
  useApiRead(apiKey('letters.outsourceEnabled'), (api) => api.letters.outsourceEnabled());
/** Manual transcription flag. */
export const useManualEnabled = () =>
  useApiRead(apiKey('letters.manualEnabled'), (api) => api.letters.manualEnabled());
/** The caller's letter at Audio capture (null when none). */
export const useCurrentLetter = () => useApiRead(apiKey('letters.current'), (api) => api.letters.current());

/** One page of the letters list. */
export const useLettersSearch = (query: LettersSearchQuery | null) =>
  useApiRead(
    query === null
      ? null
      : apiKey(
          'letters.search',
          {},
          { $top: query.top, $skip: query.skip, $filter: query.filter, $orderby: query.orderBy },
        ),
    (api) => api.letters.search(query ?? { top: 0, skip: 0 }),
  );
/** Letter history rows. */
export const useLetterHistory = readById('letters.history', (api, id) => api.letters.history(id));
/** The patched document of a letter. */
export const useLetterDocument = (letterId: number | null) =>
  useApiRead(letterId === null ? null : apiKey('documents.get', {}, { documentId: null, letterId }), (api) =>
    api.documents.get(letterId ?? 0),
  );
/** Original speech recognition HTML (sanitize before showing). */
export const useOriginalSr = readById('letters.originalSr', (api, id) => api.letters.originalSr(id));

/** Upload limits as the server sends them; pass through `resolveAudioLimits`. */
export const useAudioLimits = () => useApiRead(apiKey('audio.limits'), (api) => api.audio.limits());
/** Mp3 readiness of an audio record. */
export const useMp3Availability = readById('audio.mp3Availability', (api, id) =>
  api.audio.mp3Availability(id),
);

/** External clinical system connection. */
export const useEmisConnectionState = () =>
  useApiRead(apiKey('emis.connectionState'), (api) => api.emis.connectionState());
/** Text magic spells. */
export const useSpells = () => useApiRead(apiKey('textMagic.spells'), (api) => api.textMagic.spells());
/** AI summary of a letter. */
export const useAiSummary = readById('textMagic.summary', (api, id) => api.textMagic.summary(id));
