/**
 * SpeechMike-style dictation microphones through the desktop helper's `/spmhub` (spec 000
 * section 7): their buttons, as a source `createPedalTapeActions` maps to tape actions.
 */
import { reportActivity } from '@dictation/core';
import {
  createHelperConnection,
  type HelperConnectionOptions,
  type HelperConnectionStatus,
} from './helperConnection';
import {
  hubPaths,
  type MicrophoneHubEvents,
  type MicrophoneHubMethods,
  microphoneHubPorts,
} from './hubContract';
import type { MicrophoneButtonSource } from './microphoneButtons';

export interface SpeechMikeHub extends MicrophoneButtonSource {
  readonly status: HelperConnectionStatus;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Searches for the helper at once when it has not been found (the user wants it). */
  searchNow(): void;
}

export type SpeechMikeHubOptions = Partial<Omit<HelperConnectionOptions, 'hubPath'>>;

/**
 * Connects to `/spmhub` (ports 5100-5103 unless told otherwise) with the same port search,
 * reconnect and pairing token as every helper connection, and reports button presses of any
 * dictation microphone plugged in.
 */
export function createSpeechMikeHub(options: SpeechMikeHubOptions = {}): SpeechMikeHub {
  const connection = createHelperConnection<MicrophoneHubMethods, MicrophoneHubEvents>({
    ports: microphoneHubPorts,
    ...options,
    hubPath: hubPaths.speechMike,
  });
  return {
    get status() {
      return connection.status;
    },
    start: () => connection.start(),
    stop: () => connection.stop(),
    searchNow: () => connection.searchNow(),
    subscribe: (listener) =>
      connection.on('buttonPressed', (_deviceId, button) => {
        // A dictation microphone's button is the user at the computer (issue 31).
        reportActivity('speechMike');
        listener(button);
      }),
  };
}
