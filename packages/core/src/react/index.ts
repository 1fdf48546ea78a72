export { AccountStorageProvider, type AccountStorageProviderProps } from './AccountStorageProvider';
export { apiKey } from './apiKey';
export type { DictationContextValue, DictationProviderProps } from './DictationProvider';
export {
  DictationProvider,
  useAccountStorage,
  useApi,
  useDictation,
  useLogFailure,
  useNotify,
  useOptionalDictation,
  useSession,
} from './DictationProvider';
export { createEarlyReads, type EarlyReads, type EarlyReadsOptions, earlyReadMaxAgeMs } from './earlyReads';
export {
  useAiSummary,
  useAllMyLabels,
  useAllMyPriorities,
  useApplicationConfiguration,
  useAudioLimits,
  useAuthorsByOrganisation,
  useAuthorsWithLetters,
  useCurrentLetter,
  useDictationTypes,
  useDownloadUrls,
  useEmisConnectionState,
  useExpiryNotificationDays,
  useFootPedalSettings,
  useLabels,
  useLetterDocument,
  useLetterHistory,
  useLettersSearch,
  useManualEnabled,
  useMp3Availability,
  useMyTemplates,
  useOrganisationItems,
  useOrganisationList,
  useOrganisationsPermission,
  useOriginalSr,
  useOutsourceEnabled,
  usePriorities,
  useRecordingSettings,
  useSpellcheckSettings,
  useSpells,
  useTemplates,
  useUserProfile,
} from './reads';
export type { ApiMutation, ApiMutationOptions, RevalidationTarget } from './useApiMutation';
export { keyMatches, useApiMutation } from './useApiMutation';
export { useApiRead } from './useApiRead';
export { useAskBeforeUnload } from './useAskBeforeUnload';
export { useKeptWorkRetention } from './useKeptWorkRetention';
export { useUnsentWork } from './useUnsentWork';
