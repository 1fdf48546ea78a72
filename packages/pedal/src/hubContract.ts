/**
 * The desktop helper's SignalR hubs, typed in one place (spec 000 sections 4, 7 and 9). The
 * connection manager, the recorder's helper engine and `apps/helper-sim` all read this module, so
 * a renamed method or argument breaks the compile on both sides instead of failing at run time.
 *
 * Framework-free and import-free on purpose: the simulator (plain Node) imports it through the
 * `@dictation/pedal/hubContract` entry without pulling React or the SignalR client.
 */

/** Pedal identities; the numbers are the foot pedal setting options of spec 000 section 9. */
export const pedalButtons = { none: 0, left: 10, center: 20, right: 30, top: 40 } as const;

/** A foot pedal setting option (spec 000 section 9): None 0, Left 10, Center 20, Right 30, Top 40. */
export type PedalButtonOption = (typeof pedalButtons)[keyof typeof pedalButtons];

/** A physical pedal (every option but None). */
export type PedalButton = Exclude<PedalButtonOption, 0>;

/** Hub paths served by the helper. */
export const hubPaths = { pedal: '/pedalhub', microphone: '/michub', speechMike: '/spmhub' } as const;

/** An inclusive range of loopback ports the helper may listen on. */
export interface PortRange {
  start: number;
  end: number;
}

/** Spec 000 section 9: the pedal hub listens on the first free port of 5000-5003. */
export const pedalHubPorts: PortRange = { start: 5000, end: 5003 };

/**
 * The microphone hubs' ports are "not shown" in the spec (section 9); ours default to 5100-5103
 * and are configurable on both sides.
 */
export const microphoneHubPorts: PortRange = { start: 5100, end: 5103 };

/** Methods the client invokes on `/pedalhub`, with their arguments and results. */
export type PedalHubMethods = {
  /** The connected pedal's product name, or null when no pedal is plugged in. */
  getDeviceName: { args: []; result: string | null };
};

/** Events `/pedalhub` sends to every client. */
export type PedalHubEvents = {
  /** A pedal was pressed and released. */
  pedalClick: [pedal: PedalButton];
  /** A pedal went down (held actions start). */
  pedalDown: [pedal: PedalButton];
  /** A pedal came up (held actions stop). */
  pedalUp: [pedal: PedalButton];
  /** The helper lost the pedal or could not read it; the message is the helper's. */
  pedalError: [message: string];
};

/** A microphone the helper can record from. */
export interface MicrophoneInfo {
  /** Stable while the device stays plugged in. */
  id: string;
  name: string;
  /** A dictation microphone (SpeechMike and similar) with record/play buttons. */
  isDictationMicrophone: boolean;
}

/** Spec 000 section 9: record mode insert 0 or overwrite 1. */
export const recordModes = { insert: 0, overwrite: 1 } as const;
export type RecordMode = (typeof recordModes)[keyof typeof recordModes];

/** Audio format of every chunk and of `setAudio`: PCM signed 16-bit little-endian, mono. */
export const helperAudioFormat = { sampleRate: 16000, channels: 1, bitsPerSample: 16 } as const;

/** Frames captured while recording, pushed as the `chunk` event. */
export interface AudioChunk {
  /** Increases by one per chunk of a recording, from 0; a gap means a lost chunk. */
  sequence: number;
  /** Where the frames go in the helper's audio, in ms. */
  positionMs: number;
  /** Base64 of raw PCM (see `helperAudioFormat`). */
  data: string;
}

/** What `stopRecording` answers. */
export interface RecordingSummary {
  /** Length of the whole audio after the recording, in ms. */
  lengthMs: number;
  /** SHA-256 of the whole audio's PCM bytes, lower-case hex (as the upload protocol compares). */
  hash: string;
}

/** Buttons on a dictation microphone. */
export type MicrophoneButton = 'record' | 'play' | 'stop' | 'rewind' | 'forward';

/** Methods the client invokes on `/michub` and `/spmhub`. */
export type MicrophoneHubMethods = {
  /** The microphones plugged in now. */
  getDevices: { args: []; result: MicrophoneInfo[] };
  /** Starts capturing from a microphone at the current position; fails if it is not plugged in. */
  startRecording: { args: [deviceId: string]; result: null };
  /** Stops capturing; the summary covers the whole audio. */
  stopRecording: { args: []; result: RecordingSummary };
  getPosition: { args: []; result: number };
  setPosition: { args: [positionMs: number]; result: null };
  getLength: { args: []; result: number };
  /** Overwrite (true) or insert (false) at the position while recording. */
  setOverwriteMode: { args: [overwrite: boolean]; result: null };
  /** Replaces the helper's audio (base64 PCM), e.g. with an existing letter's audio; position 0. */
  setAudio: { args: [base64Pcm: string]; result: null };
  /** Base64 PCM of the helper's audio from `fromMs` to the end. */
  getChunks: { args: [fromMs: number]; result: string };
  /** SHA-256 of the helper's whole audio, lower-case hex. */
  getHash: { args: []; result: string };
};

/** Why the helper stopped a recording on its own. */
export type RecordingStopReason = 'microphoneDisconnected';

/** Events `/michub` and `/spmhub` send. */
export type MicrophoneHubEvents = {
  microphoneConnected: [microphone: MicrophoneInfo];
  microphoneDisconnected: [microphone: MicrophoneInfo];
  /** A button on a dictation microphone. */
  buttonPressed: [deviceId: string, button: MicrophoneButton];
  chunk: [chunk: AudioChunk];
  /** The helper stopped recording by itself (the client still calls `stopRecording` for the summary). */
  recordingStopped: [reason: RecordingStopReason];
};

/** Any hub's method table. */
export type HubMethodTable = Record<string, { args: unknown[]; result: unknown }>;
/** Any hub's event table. */
export type HubEventTable = Record<string, unknown[]>;
