export type {
  HelperConnection,
  HelperConnectionOptions,
  HelperConnectionStatus,
} from './helperConnection';
export { createHelperConnection } from './helperConnection';
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
export type { PedalHub, PedalHubOptions, PedalHubState, PedalStatus } from './pedalHub';
export { createPedalHub, pedalStatuses } from './pedalHub';
export type { PedalInput, PedalInputListener, PedalInputOrigin, PedalInputSource } from './pedalInput';
