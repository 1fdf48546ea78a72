export { FootPedalSettingsForm, type FootPedalSettingsFormProps } from './FootPedalSettingsForm';
export type { FootPedalSettings, PlayStopMode } from './footPedalSettings';
export {
  clampRewindSeconds,
  defaultFootPedalSettings,
  isRewindSecondsInput,
  playStopModes,
  rewindOnStopRange,
} from './footPedalSettings';
export { footPedalSettingsFromWire } from './footPedalWire';
export { HelperPairingPanel, type HelperPairingPanelProps } from './HelperPairingPanel';
export type {
  HelperConnection,
  HelperConnectionOptions,
  HelperConnectionStatus,
  HubConnectionLike,
  PageVisibility,
} from './helperConnection';
export { createHelperConnection } from './helperConnection';
export type {
  HelperPairing,
  HelperPairingFailure,
  HelperPairingOptions,
  HelperPairingStore,
} from './helperPairing';
export { createHelperPairing, createHelperPairingStore, HelperPairingError } from './helperPairing';
export type { HotkeyOptions } from './hotkeys';
export { hotkeys, listenToHotkeys } from './hotkeys';
export type {
  AudioChunk,
  HubEventTable,
  HubMethodTable,
  MicrophoneButton,
  MicrophoneHubEvents,
  MicrophoneHubMethods,
  MicrophoneInfo,
  PedalButton,
  PedalButtonOption,
  PedalHubEvents,
  PedalHubMethods,
  PortRange,
  RecordingStopReason,
  RecordingSummary,
  RecordMode,
} from './hubContract';
export {
  helperAudioFormat,
  hubPaths,
  microphoneHubPorts,
  pedalButtons,
  pedalHubPorts,
  recordModes,
} from './hubContract';
export type { KeyboardPedalKeys } from './keyboardPedal';
export { createKeyboardPedal, learnKeyboardPedal } from './keyboardPedal';
export { createManualPedalSource, type ManualPedalSource } from './manualPedalSource';
export { messages } from './messages';
export { eventsForMicrophoneButton, type MicrophoneButtonSource } from './microphoneButtons';
export {
  helperConnectionStatuses,
  PedalStatusIndicator,
  type PedalStatusIndicatorProps,
} from './PedalStatusIndicator';
export { PedalTestPanel, type PedalTestPanelProps, usePressedPedals } from './PedalTestPanel';
export { actionsForPedal, createPedalActionMapper } from './pedalActionMapper';
export type { PedalHub, PedalHubOptions, PedalHubState, PedalStatus } from './pedalHub';
export { createPedalHub, pedalStatuses } from './pedalHub';
export type { PedalInput, PedalInputListener, PedalInputOrigin, PedalInputSource } from './pedalInput';
export { pressTracker } from './pedalInput';
export type { PedalTapeActions, PedalTapeActionsOptions } from './pedalTapeActions';
export { createPedalTapeActions } from './pedalTapeActions';
export type { PlayerTapeControlOptions, TapePlayer } from './playerTapeControl';
export { createPlayerTapeControl } from './playerTapeControl';
export { createSpeechMikeHub, type SpeechMikeHub, type SpeechMikeHubOptions } from './speechMikeHub';
export type { TapeAction, TapeEvent, TapeListener, TapePhase } from './tapeActions';
export { createHeldActions, holdRepeatMs, tapeActions } from './tapeActions';
export { usePedalHubState } from './usePedalHubState';
export type {
  HidDeviceLike,
  HidInputReportEventLike,
  HidLike,
  KnownPedalModel,
  LearnerState,
  PedalBit,
  PedalLayout,
  WebHidPedal,
} from './webHidPedal';
export {
  browserHid,
  createLayoutLearner,
  createReportDecoder,
  findPedalModel,
  knownPedalModels,
  openWebHidPedal,
  pedalDeviceFilters,
  pressedPedals,
  requestWebHidPedal,
} from './webHidPedal';
