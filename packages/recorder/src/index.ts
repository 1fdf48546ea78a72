// A hand-written list, sorted by module. Fakes for tests and stories (fake capture, server and
// helper, speech-like PCM) are the `@dictation/recorder/testing` entry.

// The player of a stored recording (the letter screen)
export {
  AudioPlayer,
  type AudioPlayerProps,
  prefersConvertedAudio,
  type UseAudioPlayerOptions,
  type UseAudioPlayerResult,
  useAudioPlayer,
} from './AudioPlayer';
// The server's audio calls over @dictation/core's client
export { createCorePlaybackAdapter, createCoreUploadAdapter } from './createCoreUploadAdapter';
// Capture engines
export {
  type CaptureDevice,
  type CaptureEndReason,
  type CaptureEngine,
  type CaptureListener,
  CaptureStartError,
  type DesktopConnectionStatus,
  type ListDevicesOptions,
} from './engine/captureEngine';
export { createBrowserMicrophoneEngine, rawAudioConstraints } from './engine/createBrowserMicrophoneEngine';
export { createCombinedCaptureEngine } from './engine/createCombinedCaptureEngine';
export { createDefaultCaptureEngine } from './engine/createDefaultCaptureEngine';
export {
  createHelperMicrophoneEngine,
  type HelperMicrophoneEngineOptions,
  type MicrophoneHubConnection,
} from './engine/createHelperMicrophoneEngine';
// The foot pedal and SpeechMike buttons as tape actions, by the user's foot pedal settings
export { type OpenedPedalSource, usePedalSubscription } from './footPedal/usePedalSubscription';
export { useUserFootPedalSettings } from './footPedal/useUserFootPedalSettings';
export { formatClock } from './formatClock';
// The recording journal (this computer's copy until the server has it)
export { createRecordingJournal } from './journal/createRecordingJournal';
export {
  createIndexedDbJournalStorage,
  deleteIndexedDbJournal,
  openJournalAhead,
} from './journal/indexedDbJournalStorage';
export type { JournalStorage } from './journal/journalStorage';
export { createMemoryJournalStorage } from './journal/memoryJournalStorage';
export { recorderLabels, recorderMessages } from './messages';
// The player without React
export { createPlayer } from './player/createPlayer';
export { loadAudioRecord } from './player/loadAudioRecord';
export { usePlayerTapeActions } from './player/usePlayerTapeActions';
// The recorder panel and its hook (capture, journal, upload and player together)
export {
  RecorderPanel,
  type RecorderPanelProps,
  RecorderPlayerControls,
  type RecorderPlayerControlsProps,
  RecorderWaveform,
  type RecorderWaveformProps,
  type UseRecorderOptions,
  type UseRecorderResult,
  useRecorder,
} from './RecorderPanel';
export { playbackSpeeds } from './recordingConstants';
// The framework-free recorder and its parts
export {
  createRecorder,
  type Recorder,
  type RecorderOptions,
  type RecorderSnapshot,
  type RecordingState,
} from './session/createRecorder';
export { createRecordingTimeline } from './session/createRecordingTimeline';
export { createRecordingWriter } from './session/createRecordingWriter';
export { forgetRecordingsAhead, openRecordingAhead } from './session/recordingAhead';
export { recoverRecording } from './session/recoverRecording';
export type {
  CompleteSuspendRequest,
  ExpectedAudio,
  PlaybackAdapter,
  RecorderUploadAdapter,
  StoreWithLengthRequest,
  SuspendRequest,
} from './uploadAdapter';
export { createUploader, type UploadStatus } from './uploader/createUploader';
