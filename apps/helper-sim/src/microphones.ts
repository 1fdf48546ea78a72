/**
 * The helper's microphones and its one recording: virtual devices that can be plugged, unplugged
 * and silenced, and an audio buffer that recording inserts into or overwrites at the position.
 */
import { createHash } from 'node:crypto';
import {
  type AudioChunk,
  helperAudioFormat,
  type MicrophoneButton,
  type MicrophoneHubEvents,
  type MicrophoneInfo,
  type RecordingSummary,
} from '@dictation/pedal/hubContract';
import { createChunkFaults } from './chunkFaults';
import { HubError } from './signalrServer';
import { createVoiceSignal, type VoiceSignal } from './voiceSignal';

const bytesPerMs = (helperAudioFormat.sampleRate * (helperAudioFormat.bitsPerSample / 8)) / 1000;

/** Sends one microphone hub event to every client of both microphone hubs. */
export type EmitMicrophoneEvent = <Name extends keyof MicrophoneHubEvents>(
  name: Name,
  ...args: MicrophoneHubEvents[Name]
) => void;

interface VirtualMicrophone {
  info: MicrophoneInfo;
  plugged: boolean;
  silent: boolean;
  signal: VoiceSignal;
}

interface Recording {
  deviceId: string;
  sequence: number;
  timer: NodeJS.Timeout;
}

/** A virtual microphone as the control API shows it. */
export interface MicrophoneState extends MicrophoneInfo {
  plugged: boolean;
  silent: boolean;
}

export interface MicrophonesOptions {
  emit: EmitMicrophoneEvent;
  /** How often a chunk is pushed while recording. @default 100 */
  chunkIntervalMs?: number;
}

/** The default devices: a plain USB microphone and a dictation microphone with buttons. */
export const defaultMicrophones: MicrophoneInfo[] = [
  { id: 'usb-microphone', name: 'Virtual USB Microphone', isDictationMicrophone: false },
  { id: 'speechmike', name: 'Virtual SpeechMike', isDictationMicrophone: true },
];

export function createMicrophones(options: MicrophonesOptions) {
  const chunkIntervalMs = options.chunkIntervalMs ?? 100;
  const devices = new Map<string, VirtualMicrophone>();
  let audio = Buffer.alloc(0);
  let positionMs = 0;
  let overwrite = false;
  let recording: Recording | undefined;
  const chunkFaults = createChunkFaults();

  const lengthMs = () => audio.length / bytesPerMs;
  const hash = () => createHash('sha256').update(audio).digest('hex');

  const writeAtPosition = (frames: Buffer) => {
    const at = positionMs * bytesPerMs;
    if (overwrite) {
      const end = Math.max(audio.length, at + frames.length);
      const next = Buffer.alloc(end);
      audio.copy(next);
      frames.copy(next, at);
      audio = next;
    } else {
      audio = Buffer.concat([audio.subarray(0, at), frames, audio.subarray(at)]);
    }
  };

  const captureChunk = () => {
    if (!recording) return;
    const device = devices.get(recording.deviceId);
    if (!device) return;
    const samples = device.signal.next(
      (chunkIntervalMs * helperAudioFormat.sampleRate) / 1000,
      device.silent,
    );
    const frames = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const chunk: AudioChunk = { sequence: recording.sequence, positionMs, data: frames.toString('base64') };
    recording.sequence += 1;
    writeAtPosition(frames);
    positionMs += chunkIntervalMs;
    for (const sent of chunkFaults.send(chunk)) options.emit('chunk', sent);
  };

  // A late chunk still belongs to the recording it was captured in, so it goes out when that one ends.
  const sendHeldChunks = () => {
    for (const late of chunkFaults.flush()) options.emit('chunk', late);
  };

  const stopCapture = (): RecordingSummary => {
    if (recording) clearInterval(recording.timer);
    recording = undefined;
    // Before the summary, so a held chunk reaches the client ahead of the stopRecording answer.
    sendHeldChunks();
    return { lengthMs: lengthMs(), hash: hash() };
  };

  const pluggedDevice = (id: string) => {
    const device = devices.get(id);
    return device?.plugged ? device : undefined;
  };

  const plug = (info: MicrophoneInfo) => {
    const existing = devices.get(info.id);
    if (existing?.plugged) return;
    devices.set(info.id, {
      info,
      plugged: true,
      silent: existing?.silent ?? false,
      signal: existing?.signal ?? createVoiceSignal(helperAudioFormat.sampleRate),
    });
    options.emit('microphoneConnected', info);
  };

  for (const info of defaultMicrophones) {
    devices.set(info.id, {
      info,
      plugged: true,
      silent: false,
      signal: createVoiceSignal(helperAudioFormat.sampleRate),
    });
  }

  return {
    list: (): MicrophoneInfo[] => [...devices.values()].filter((device) => device.plugged).map((d) => d.info),
    state: (): MicrophoneState[] =>
      [...devices.values()].map((device) => ({
        ...device.info,
        plugged: device.plugged,
        silent: device.silent,
      })),
    recordingState: () => ({
      recordingDeviceId: recording?.deviceId ?? null,
      positionMs,
      lengthMs: lengthMs(),
      overwrite,
    }),
    plug,
    unplug(id: string) {
      const device = pluggedDevice(id);
      if (!device) throw new Error(`Microphone ${id} is not plugged in`);
      device.plugged = false;
      if (recording?.deviceId === id) {
        stopCapture();
        options.emit('recordingStopped', 'microphoneDisconnected');
      }
      options.emit('microphoneDisconnected', device.info);
    },
    setSilent(silent: boolean, id?: string) {
      for (const device of devices.values()) {
        if (id === undefined || device.info.id === id) device.silent = silent;
      }
    },
    pressButton(id: string, button: MicrophoneButton) {
      const device = pluggedDevice(id);
      if (!device?.info.isDictationMicrophone) throw new Error(`${id} is not a plugged dictation microphone`);
      options.emit('buttonPressed', id, button);
    },
    startRecording(deviceId: string) {
      if (!pluggedDevice(deviceId)) throw new HubError('no microphone detected');
      if (recording) clearInterval(recording.timer);
      sendHeldChunks();
      recording = { deviceId, sequence: 0, timer: setInterval(captureChunk, chunkIntervalMs) };
    },
    stopRecording: stopCapture,
    getPosition: () => positionMs,
    setPosition(ms: number) {
      positionMs = Math.max(0, Math.min(Math.round(ms), lengthMs()));
    },
    getLength: lengthMs,
    setOverwriteMode(value: boolean) {
      overwrite = value;
    },
    setAudio(base64Pcm: string) {
      const bytes = Buffer.from(base64Pcm, 'base64');
      // Whole 1 ms frames only, so positions in ms always fall on a sample boundary.
      audio = bytes.subarray(0, bytes.length - (bytes.length % bytesPerMs));
      positionMs = 0;
    },
    getChunks(fromMs: number) {
      return audio.subarray(Math.max(0, Math.round(fromMs)) * bytesPerMs).toString('base64');
    },
    getHash: hash,
    /** Test faults on the `chunk` events (the recorded audio is untouched). */
    chunkFaults,
    close() {
      if (recording) clearInterval(recording.timer);
      recording = undefined;
    },
  };
}

export type Microphones = ReturnType<typeof createMicrophones>;
