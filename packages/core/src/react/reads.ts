import type { LettersSearchQuery } from '../api/lettersApi';
import { apiKey, useApiRead } from './useApiRead';

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
export const useLabels = (organisationItemId: number | null) =>
  useApiRead(
    organisationItemId === null ? null : apiKey('lookups.labels', { id: organisationItemId }),
    (api) => api.lookups.labels(organisationItemId ?? 0),
  );
/** Priorities of an organisation item. */
export const usePriorities = (organisationItemId: number | null) =>
  useApiRead(
    organisationItemId === null ? null : apiKey('lookups.priorities', { id: organisationItemId }),
    (api) => api.lookups.priorities(organisationItemId ?? 0),
  );
/** Templates of an organisation item. */
export const useTemplates = (organisationItemId: number | null) =>
  useApiRead(
    organisationItemId === null ? null : apiKey('lookups.templates', { id: organisationItemId }),
    (api) => api.lookups.templates(organisationItemId ?? 0),
  );
/** Authors of an organisation item. */
export const useAuthorsByOrganisation = (organisationItemId: number | null) =>
  useApiRead(
    organisationItemId === null ? null : apiKey('lookups.authorsByOrganisation', { id: organisationItemId }),
    (api) => api.lookups.authorsByOrganisation(organisationItemId ?? 0),
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
export const useLetterHistory = (letterId: number | null) =>
  useApiRead(letterId === null ? null : apiKey('letters.history', { id: letterId }), (api) =>
    api.letters.history(letterId ?? 0),
  );
/** The patched document of a letter. */
export const useLetterDocument = (letterId: number | null) =>
  useApiRead(letterId === null ? null : apiKey('documents.get', {}, { documentId: null, letterId }), (api) =>
    api.documents.get(letterId ?? 0),
  );
/** Original speech recognition HTML (sanitize before showing). */
export const useOriginalSr = (letterId: number | null) =>
  useApiRead(letterId === null ? null : apiKey('letters.originalSr', { id: letterId }), (api) =>
    api.letters.originalSr(letterId ?? 0),
  );

/** Upload limits as the server sends them; pass through `resolveAudioLimits`. */
export const useAudioLimits = () => useApiRead(apiKey('audio.limits'), (api) => api.audio.limits());
/** Mp3 readiness of an audio record. */
export const useMp3Availability = (audioRecordId: number | null) =>
  useApiRead(audioRecordId === null ? null : apiKey('audio.mp3Availability', { id: audioRecordId }), (api) =>
    api.audio.mp3Availability(audioRecordId ?? 0),
  );

/** External clinical system connection. */
export const useEmisConnectionState = () =>
  useApiRead(apiKey('emis.connectionState'), (api) => api.emis.connectionState());
/** Text magic spells. */
export const useSpells = () => useApiRead(apiKey('textMagic.spells'), (api) => api.textMagic.spells());
/** AI summary of a letter. */
export const useAiSummary = (letterId: number | null) =>
  useApiRead(letterId === null ? null : apiKey('textMagic.summary', { id: letterId }), (api) =>
    api.textMagic.summary(letterId ?? 0),
  );
