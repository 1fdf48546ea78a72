// Components and the hook
export {
  AudioPlayer,
  type AudioPlayerProps,
  type AudioPlayerState,
  audioPlayerStates,
  type NavigatorLike,
  prefersConvertedAudio,
  type UseAudioPlayerOptions,
  type UseAudioPlayerResult,
  useAudioPlayer,
} from './AudioPlayer';

// Upload and playback adapters over @dictation/core's client
export { createCorePlaybackAdapter, createCoreUploadAdapter } from './createCoreUploadAdapter';
// Capture engines
export {
  type CaptureDevice,
  type CaptureEndReason,
  type CaptureEngine,
  type CaptureListener,
  CaptureStartError,
  type DesktopConnectionStatus,
  type DeviceListChange,
} from './engine/captureEngine';
export {
  type BrowserMicrophoneEngineOptions,
  createBrowserMicrophoneEngine,
  rawAudioConstraints,
} from './engine/createBrowserMicrophoneEngine';
export { createCombinedCaptureEngine } from './engine/createCombinedCaptureEngine';
export {
  createDefaultCaptureEngine,
  type DefaultCaptureEngineOptions,
} from './engine/createDefaultCaptureEngine';
export {
  createHelperMicrophoneEngine,
  type HelperMicrophoneEngineOptions,
  type MicrophoneHubConnection,
} from './engine/createHelperMicrophoneEngine';
// Constants and messages
export { formatClock } from './formatClock';
export {
  createRecordingJournal,
  type RecordingJournal,
  type RecordingJournalOptions,
  type SessionChange,
} from './journal/createRecordingJournal';
// Journal
export {
  createIndexedDbJournalStorage,
  deleteIndexedDbJournal,
  type IndexedDbJournalOptions,
} from './journal/indexedDbJournalStorage';
export type {
  JournalBaseState,
  JournalFragment,
  JournalOperation,
  JournalSession,
  JournalStorage,
} from './journal/journalStorage';
export { createMemoryJournalStorage } from './journal/memoryJournalStorage';
export { newLetterMessages, recorderLabels, recorderMessages, uploadMessages } from './messages';
// The new-letter flow (fields, job creation, Complete/Delete, leave dialog, EMIS/TPP patient)
export * from './newLetter';
// The user's foot pedal and SpeechMike, as tape actions for the recorder and the player
export {
  type OpenedPedalSource,
  openDesktopPedals,
  type PedalSubscription,
  usePedalSubscription,
} from './pedal/usePedalSubscription';
export { useUserFootPedalSettings } from './pedal/useUserFootPedalSettings';
// Player
export {
  createPlayer,
  type MediaLike,
  type Player,
  type PlayerOptions,
  type PlayerSnapshot,
  type PlayerState,
} from './player/createPlayer';
export { type LoadAudioRecordOptions, type LoadState, loadAudioRecord } from './player/loadAudioRecord';
export { playerTapeAction } from './player/playerTapeAction';
export { usePlayerTapeActions } from './player/usePlayerTapeActions';
export type { TapeActionSources } from './player/useTapeActions';
export {
  type PlayerDensity,
  RecorderPanel,
  type RecorderPanelProps,
  type RecorderPanelState,
  RecorderPlayerControls,
  type RecorderPlayerControlsProps,
  RecorderPositionSlider,
  type RecorderPositionSliderProps,
  RecorderWaveform,
  type RecorderWaveformProps,
  recorderPanelStates,
  type UseRecorderOptions,
  type UseRecorderResult,
  useRecorder,
} from './RecorderPanel';
export {
  defaultPlaybackSpeed,
  lowVolumeDefaults,
  playbackSpeeds,
  playerSteps,
  recordingLimits,
  uploadTiming,
} from './recordingConstants';
// Recording rules and the framework-free recorder
export {
  createRecorder,
  type DeviceMemory,
  type Recorder,
  type RecorderOptions,
  type RecorderSnapshot,
  type RecordingState,
  type RecoveryResult,
  type StopReason,
} from './session/createRecorder';
export { createRecordingTimeline, type RecordingTimelineOptions } from './session/createRecordingTimeline';
export {
  createRecordingWriter,
  type RecordingWriter,
  type RecordingWriterOptions,
} from './session/createRecordingWriter';
export {
  acquireRecordingLock,
  type LockManagerLike,
  type RecordingLock,
  type RecordingLockOptions,
} from './session/recordingLock';
export { type LoadStoredAudio, type RecoveredRecording, recoverRecording } from './session/recoverRecording';
// The upload-audio flow (files checked, each file's details, complete one by one, reports)
export * from './upload';
// Fakes for tests and stories (fake capture, server and helper, speech-like PCM): `@dictation/recorder/testing`
export type {
  CompleteSuspendRequest,
  ExpectedAudio,
  PlaybackAdapter,
  RecorderUploadAdapter,
  StoreWithLengthRequest,
  SuspendRequest,
} from './uploadAdapter';
export {
  type CompleteWithAudioRetryOptions,
  completeWithAudioRetry,
} from './uploader/completeWithAudioRetry';
export {
  createUploader,
  keepaliveBudgetBytes,
  type Uploader,
  type UploaderOptions,
  type UploadState,
  type UploadStatus,
  type VerifyResult,
} from './uploader/createUploader';
