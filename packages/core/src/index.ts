// Activity besides the mouse and keyboard, and its sharing between tabs (issue 31)
export type { ActivityBus, ActivityKind, ActivityListener } from './activity/activityBus';
export { activityKinds, createActivityBus, pageActivity, reportActivity } from './activity/activityBus';
export type { SharedActivity } from './activity/sharedActivity';
export { createSharedActivity, sharedActivityKeyFor } from './activity/sharedActivity';
// API client
export type { AccountsApi, ChangePasswordPayload, ResetPasswordPayload } from './api/accountsApi';
export type { AudioApi, RecordMode, StoreParameters, SuspendParameters } from './api/audioApi';
export { base64ToBytes, bytesToBase64, recordModes } from './api/audioApi';
export type { ApiClient, ApiClientOptions } from './api/createApiClient';
export { createApiClient } from './api/createApiClient';
export type {
  EndpointDefinition,
  EndpointListEntry,
  EndpointName,
  ErrorPolicy,
  HttpMethod,
} from './api/endpoints';
export { endpointList, endpoints } from './api/endpoints';
export type { AccessTokenSource, CallOptions, FetchLike, QueryValue } from './api/httpClient';
export { buildUrl } from './api/httpClient';
export { isDuplicateImport } from './api/importAnswers';
export { createLetterChanges, type LetterChanges } from './api/letterChanges';
export type { LettersApi, LettersSearchQuery, Sleep } from './api/lettersApi';
export { completePollIntervalMs, isShortAudioRejection, sleep } from './api/lettersApi';
export type { LookupsApi } from './api/lookupsApi';
export type { LockCallOptions, LogEntry } from './api/miscApi';
export type { OAuthApi } from './api/oauthApi';
export type { SettingsApi } from './api/settingsApi';
export type { DictationClient, DictationClientOptions } from './createDictationClient';
export { createDictationClient } from './createDictationClient';
export type { ApiErrorDetail, ApiErrorKind } from './errors';
export { ApiError, isApiError } from './errors';
// Formatting
export { dateFormats, formatDate, formatDateTime, formatDuration, formatShortDateTime } from './format/dates';
export { warmUpIntlWhenIdle } from './format/intlWarmUp';
export {
  displayValueLimit,
  formatNhsNumber,
  formatPatientName,
  isValidNhsNumber,
  shortenFileName,
  truncateValue,
} from './format/text';
// Logger
export type { FailureEntry, FailureReport } from './logger/failureEntry';
export type { Logger, LoggerOptions } from './logger/logger';
export { createLogger } from './logger/logger';
export type { MessageCatalogue } from './logger/messageCatalogue';
export { createMessageCatalogue } from './logger/messageCatalogue';
export { withFailureReports } from './logger/reportFailures';
export { messages } from './messages';
export type { Notice, NoticeAction, NoticeKind, Notify } from './notify';
export { failureNotice, noticeDurations } from './notify';
// Rules
export {
  filterIdentifierInput,
  filterMrnInput,
  filterSampleIdInput,
  identifierPattern,
  mrnMaxLength,
  sampleIdMaxLength,
} from './rules/inputFilters';
export {
  type HospitalNumberField,
  hospitalNumberField,
  type LetterFieldFlags,
  labelChoiceOf,
  labelChoices,
  labelNameOfChoice,
  noneLabelId,
  sampleIdShown,
} from './rules/letterFields';
export type {
  ApprovalLabel,
  LetterAction,
  LetterPermissions,
  LetterPermissionsContext,
  PermissionsLetter,
  PermissionsProfile,
  ReadOnlyMessageKey,
  ReadOnlyReason,
  UnlockAction,
} from './rules/letterPermissions';
export {
  letterPermissions,
  priorityWorkflows,
  readOnlyMessageKeys,
  readOnlyReasons,
} from './rules/letterPermissions';
export {
  chosenOrganisationItem,
  departmentsOf,
  findOrganisationItem,
  type OrganisationChoice,
  onlyChoice,
  organisationChoiceOf,
  withOnlyChoices,
} from './rules/organisationChoice';
export {
  completedArchiveMonths,
  defaultCompletedArchiveMonths,
  hospitalNumberLabel,
  isDit2Tenant,
  packageSetting,
  packageSettingCodes,
  usesHospitalNumber,
} from './rules/packageSettings';
export type { PasswordForm } from './rules/passwords';
export {
  confirmationProblem,
  currentPasswordProblem,
  forgotPasswordFailureMessage,
  forgotUsernameProblem,
  loginProblems,
  newPasswordProblems,
  passwordLength,
} from './rules/passwords';
export { startStopSoundEnabled } from './rules/recordingSettings';
export {
  adminRoleNames,
  adminRoleTypes,
  authorRoleType,
  canApproveLetter,
  canCreateLetter,
  canOpenAdminPanel,
  canUnlockLetter,
  canUseAuthorSettings,
  completionBlockMessage,
  isApprovalShown,
  isAuthorRole,
  isLetterAuthor,
  isSecretary,
  secretaryRoleName,
} from './rules/roles';
export { offeredTemplates } from './rules/templates';
export type { LetterListMode, RestoreOption } from './rules/workflow';
export {
  approvalTypes,
  canEditLetterHeader,
  externalClinicalSystems,
  isAutoLockedByOther,
  isCompletedStep,
  isDocumentLoadable,
  isEarlyStep,
  isStep,
  jobStatusText,
  letterListMode,
  letterStepTypes,
  parseLetterId,
  restoreOptions,
  rowClickMessage,
  stepNames,
} from './rules/workflow';
// Schemas and the types inferred from them
export type {
  AudioLengthAnswer,
  AudioLimitsAnswer,
  CompleteSuspendAnswer,
  ImportAnswer,
  ImportRequest,
  Mp3Availability,
} from './schemas/audio';
export {
  audioLengthAnswerSchema,
  audioLimitsSchema,
  completeSuspendAnswerSchema,
  importAnswerSchema,
  importRequestSchema,
  mp3AvailabilitySchema,
} from './schemas/audio';
export type { PackageSetting } from './schemas/common';
export { packageSettingSchema } from './schemas/common';
export type {
  ApprovalStatusPayload,
  AudioRecord,
  CreateLetterPayload,
  DocumentPatch,
  DocumentPatchAnswer,
  EmisConnectionState,
  ExternalPatient,
  HistoryRow,
  LetterDocument,
  LetterFields,
  LetterListItem,
  LetterMetadata,
  LetterPatch,
  LettersSearchAnswer,
  RestorePayload,
  UpdateNotesPayload,
  UpdatePriorityPayload,
  UpdateTemplatePayload,
} from './schemas/letters';
export {
  approvalStatusPayloadSchema,
  audioRecordSchema,
  audioStoredAnswerSchema,
  createLetterPayloadSchema,
  currentLetterSchema,
  documentPatchSchema,
  emisConnectionStateSchema,
  externalPatientSchema,
  historyRowSchema,
  letterDocumentSchema,
  letterListItemSchema,
  letterMetadataSchema,
  letterPatchSchema,
  lettersSearchAnswerSchema,
  restorePayloadSchema,
  updateNotesPayloadSchema,
  updatePriorityPayloadSchema,
  updateTemplatePayloadSchema,
} from './schemas/letters';
export type { OAuthErrorBody, TokenAnswer } from './schemas/oauth';
export { oauthErrorSchema, tokenAnswerSchema } from './schemas/oauth';
export type {
  DictationType,
  Label,
  OrganisationItem,
  OrganisationItemSettings,
  OrganisationItemSettingsUpdate,
  Priority,
  Template,
} from './schemas/organisation';
export {
  dictationTypeSchema,
  labelSchema,
  organisationItemSchema,
  organisationItemSettingsSchema,
  organisationItemSettingsUpdateSchema,
  prioritySchema,
  templateSchema,
} from './schemas/organisation';
export type {
  ApplicationConfiguration,
  Author,
  DownloadUrls,
  ExpiryNotificationDays,
  OrganisationItemRelation,
  OrganisationsPermission,
  Role,
  UserProfile,
} from './schemas/profile';
export {
  applicationConfigurationSchema,
  authorSchema,
  downloadUrlsSchema,
  expiryNotificationDaysSchema,
  flagAnswerSchema,
  organisationItemRelationSchema,
  organisationsPermissionSchema,
  roleSchema,
  userProfileSchema,
} from './schemas/profile';
export type {
  AiSummary,
  RecordingSettings,
  Spell,
  SpellApplyPayload,
  SpellcheckSettings,
  SpellResult,
  WireFootPedalSettings,
} from './schemas/settings';
export {
  aiSummarySchema,
  footPedalSettingsSchema,
  recordingSettingsSchema,
  spellApplyPayloadSchema,
  spellcheckSettingsSchema,
  spellResultSchema,
  spellSchema,
} from './schemas/settings';
// Session
export type { InactivityTracker, InactivityTrackerOptions } from './session/inactivity';
export {
  activityEvents,
  activityShareIntervalMs,
  createInactivityTracker,
  defaultInactivityTimeoutSeconds,
  inactivityTimeoutSeconds,
  inactivityWarningSeconds,
} from './session/inactivity';
export type { LoginFailure } from './session/loginError';
export { LoginError, loginErrorFrom } from './session/loginError';
export type { LogoutBroadcast, LogoutBroadcastOptions } from './session/logoutBroadcast';
export { createLogoutBroadcast } from './session/logoutBroadcast';
export {
  passwordExpiryNotice,
  passwordExpiryWarningDays,
  passwordExpiryWarningMs,
  shouldWarnPasswordExpiry,
  warnPasswordExpiry,
} from './session/passwordExpiry';
export type { RefreshAhead, RefreshAheadOptions, RefreshedAhead } from './session/refreshAhead';
export { refreshAhead } from './session/refreshAhead';
export type { AuthTokens, Session, SessionEvent, SessionOptions } from './session/session';
export {
  createSession,
  defaultTokenLifetimeSeconds,
  originOf,
  refreshMarginMs,
  tokensFromAnswer,
} from './session/session';
export { type StartingPage, startAfterRefresh, startsAfterRefresh } from './session/startAfterRefresh';
export { authStorageKeyFor } from './session/storedSignIn';
export { untilRefreshSent } from './session/untilRefreshSent';
export { accountDatabaseNames } from './storage/accountDatabases';
// Storage
export type {
  AccountStorage,
  AccountStorageOptions,
  KeptRecording,
  OfflineDraft,
  PageSize,
  Preselection,
  StoredKey,
  StoredValue,
  UnsavedLetterFields,
} from './storage/accountStorage';
export {
  createAccountStorage,
  pageSizes,
  preselectionSchema,
  storageVersion,
  storedKeys,
} from './storage/accountStorage';
export {
  type AccountJournalsDeleter,
  accountsWithExpiredWork,
  forgetAccountStorage,
  forgetExpiredKeptWork,
  keptWorkRetentionDays,
  noteSignedIn,
  noteSignedOut,
} from './storage/keptWork';
export type { StorageLike } from './storage/storageLike';
export { createMemoryStorage, keysWithPrefix, removeKey } from './storage/storageLike';
export { unsavedFieldsScope } from './storage/unsavedFieldsScope';
export type { UnsentWork, UnsentWorkRegistry, UnsentWorkSource } from './unsentWork/unsentWork';
export { createUnsentWorkRegistry, pageUnsentWork, unsentWorkKey } from './unsentWork/unsentWork';
