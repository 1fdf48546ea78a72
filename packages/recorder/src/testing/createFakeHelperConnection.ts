import { PcmTimeline, pcmToBytes } from '@dictation/audio';
import { bytesToBase64 } from '@dictation/core';
import type {
  HelperConnectionStatus,
  MicrophoneButton,
  MicrophoneHubEvents,
  MicrophoneHubMethods,
  MicrophoneInfo,
} from '@dictation/pedal';
import type { MicrophoneHubConnection } from '../engine/createHelperMicrophoneEngine';
import { synthesizeSpeech } from './synthesizedSpeech';

export interface FakeHelperConnectionOptions {
  /** Whether a desktop app answers the first search. @default true */
  running?: boolean;
  /** @default a USB microphone and a SpeechMike, as the helper simulator has */
  microphones?: MicrophoneInfo[];
  /** How often a chunk event is pushed while recording. @default 100 */
  chunkIntervalMs?: number;
  /**
   * How many times faster than real time audio arrives: each timer tick pushes `speed` chunks
   * of `chunkIntervalMs` of audio instead of one, so the engine still sees the usual chunks.
   * @default 1
   */
  speed?: number;
}

export interface FakeHelperConnection extends MicrophoneHubConnection {
  /** The desktop app starts (status connected) or quits (status disconnected). */
  setRunning(running: boolean): void;
  /** Unplugs a microphone the way the helper reports it (recordingStopped, microphoneDisconnected). */
  unplug(id: string): void;
  /** A button of a dictation microphone is pressed. */
  press(id: string, button: MicrophoneButton): void;
}

type Handler = (...args: unknown[]) => void;

/**
 * The `/michub` connection of a desktop app that is not there: stories and jsdom tests run the real
 * helper engine over it (SignalR cannot be mocked with MSW). It follows the helper contract in
 * `@dictation/pedal/hubContract` as apps/helper-sim does: chunks of speech-like PCM on a timer,
 * insert/overwrite at the position, summary and read-back. Timers are `setInterval`, so fake
 * timers drive it.
 */
export function createFakeHelperConnection(options: FakeHelperConnectionOptions = {}): FakeHelperConnection {
  const chunkIntervalMs = options.chunkIntervalMs ?? 100;
  const chunksPerTick = Math.max(1, Math.round(options.speed ?? 1));
  let running = options.running ?? true;
  let microphones = options.microphones ?? [
    { id: 'usb-microphone', name: 'USB Microphone', isDictationMicrophone: false },
    { id: 'speechmike', name: 'SpeechMike', isDictationMicrophone: true },
  ];
  let status: HelperConnectionStatus = 'disconnected';
  const handlers = new Map<string, Set<Handler>>();
  const statusListeners = new Set<(status: HelperConnectionStatus) => void>();
  let audio = new PcmTimeline();
  let positionMs = 0;
  let overwrite = false;
  let recording: { timer: ReturnType<typeof setInterval>; sequence: number; offset: number } | undefined;

  const emit = <Name extends keyof MicrophoneHubEvents>(name: Name, ...args: MicrophoneHubEvents[Name]) => {
    for (const handler of handlers.get(name) ?? []) handler(...args);
  };
  const setStatus = (next: HelperConnectionStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const summary = () => {
    clearInterval(recording?.timer);
    recording = undefined;
    return { lengthMs: audio.lengthMs, hash: '' };
  };
  const captureChunk = () => {
    if (!recording) return;
    const samples = (chunkIntervalMs * 16000) / 1000;
    const pcm = synthesizeSpeech(samples, { offset: recording.offset });
    recording.offset += samples;
    const at = positionMs * 16;
    if (overwrite) audio.overwrite(at, pcm);
    else audio.insert(at, pcm);
    emit('chunk', { sequence: recording.sequence++, positionMs, data: bytesToBase64(pcmToBytes(pcm)) });
    positionMs += chunkIntervalMs;
  };

  const methods: { [Name in keyof MicrophoneHubMethods]: (...args: never[]) => unknown } = {
    getDevices: () => microphones,
    startRecording: (deviceId: string) => {
      if (!microphones.some((microphone) => microphone.id === deviceId))
        throw new Error('no microphone detected');
      clearInterval(recording?.timer);
      const tick = () => {
        for (let chunk = 0; chunk < chunksPerTick; chunk++) captureChunk();
      };
      recording = { timer: setInterval(tick, chunkIntervalMs), sequence: 0, offset: 0 };
      return null;
    },
    stopRecording: summary,
    getPosition: () => positionMs,
    setPosition: (ms: number) => {
      positionMs = Math.max(0, Math.min(ms, audio.lengthMs));
      return null;
    },
    getLength: () => audio.lengthMs,
    setOverwriteMode: (value: boolean) => {
      overwrite = value;
      return null;
    },
    setAudio: (base64: string) => {
      if (base64 !== '') throw new Error('The fake helper only empties its audio');
      audio = new PcmTimeline();
      positionMs = 0;
      return null;
    },
    getChunks: (fromMs: number) => bytesToBase64(pcmToBytes(audio.read(fromMs * 16, audio.lengthSamples))),
    getHash: () => '',
  };

  return {
    get status() {
      return status;
    },
    get port() {
      return status === 'connected' ? 5100 : undefined;
    },
    async start() {
      setStatus(running ? 'connected' : 'disconnected');
    },
    searchNow() {
      if (status === 'disconnected') setStatus(running ? 'connected' : 'disconnected');
    },
    async stop() {
      summary();
      setStatus('stopped');
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
    async invoke(method, ...args) {
      if (status !== 'connected') throw new Error('Not connected to the desktop helper (/michub)');
      return (methods[method] as (...values: unknown[]) => never)(...args);
    },
    setRunning(next) {
      running = next;
      if (!next) summary();
      setStatus(next ? 'connected' : 'disconnected');
    },
    press(id, button) {
      emit('buttonPressed', id, button);
    },
    unplug(id) {
      const microphone = microphones.find((candidate) => candidate.id === id);
      if (!microphone) return;
      microphones = microphones.filter((candidate) => candidate !== microphone);
      if (recording) {
        summary();
        emit('recordingStopped', 'microphoneDisconnected');
      }
      emit('microphoneDisconnected', microphone);
    },
  };
}
