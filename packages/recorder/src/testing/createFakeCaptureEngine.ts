import type { CaptureDevice, CaptureEngine, CaptureListener } from '../engine/captureEngine';
import { synthesizeSpeech } from './synthesizedSpeech';

export interface FakeCaptureEngineOptions {
  /** @default [{ id: 'fake-microphone', label: 'Fake microphone' }] */
  devices?: CaptureDevice[];
  /** @default true */
  supported?: boolean;
  /** Produce silence instead of speech (to show the low-volume stop). @default false */
  silent?: boolean;
  /** Frames per delivery; 800 is 50 ms like the browser worklet. @default 800 */
  blockSamples?: number;
  /**
   * How many times faster than real time audio arrives: each timer tick delivers `speed` blocks
   * instead of one, each still a separate delivery of `blockSamples`, so the recorder sees the
   * usual block size and its rules (e.g. the low-volume stop after 30 s of silence) keep their
   * real values but take a fraction of the time. @default 1
   */
  speed?: number;
  /**
   * The microphone opens only when `openMicrophone()` is called, as a real one may take seconds
   * (the first permission, a busy device). @default false: at once
   */
  holdStart?: boolean;
}

export interface FakeCaptureEngine extends CaptureEngine {
  /** Unplugs the device being recorded from (ends the capture with 'device-lost'). */
  unplug(): void;
  /** Delivers `ms` of audio at once, without waiting for the timer (tests and benches). */
  produce(ms: number): void;
  /** Lets a held start (`holdStart`) finish: the microphone is open. */
  openMicrophone(): void;
  /** The microphone is open and delivering (a start finished and no stop followed). */
  isCapturing(): boolean;
}

/**
 * An engine that synthesises speech-like PCM on a timer: real audio for stories and tests in
 * places with no microphone. Time comes from `setInterval`, so fake timers drive it.
 */
export function createFakeCaptureEngine(options: FakeCaptureEngineOptions = {}): FakeCaptureEngine {
  let devices = options.devices ?? [{ id: 'fake-microphone', label: 'Fake microphone' }];
  const blockSamples = options.blockSamples ?? 800;
  const samplesPerTick = Math.round(blockSamples * (options.speed ?? 1));
  const watchers = new Set<(devices: CaptureDevice[]) => void>();
  let listener: CaptureListener | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let offset = 0;
  let open = () => {};

  const deliver = (samples: number) => {
    const pcm = options.silent ? new Int16Array(samples) : synthesizeSpeech(samples, { offset });
    offset += samples;
    listener?.frames(pcm);
  };
  // Block by block, and only while capturing: a block can stop the recording (the recorder then
  // stops the engine), and audio after that is never captured.
  const deliverBlocks = (samples: number) => {
    for (let left = samples; left > 0 && listener; left -= blockSamples)
      deliver(Math.min(blockSamples, left));
  };
  const halt = () => {
    clearInterval(timer);
    timer = undefined;
    listener = undefined;
  };

  return {
    kind: 'fake',
    isSupported: () => options.supported ?? true,
    listDevices: async () => devices,
    watchDevices(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    async start(_deviceId, next) {
      if (options.holdStart) {
        await new Promise<void>((resolve) => {
          open = resolve;
        });
      }
      halt();
      listener = next;
      timer = setInterval(() => deliverBlocks(samplesPerTick), (blockSamples / 16000) * 1000);
    },
    async stop() {
      halt();
    },
    unplug() {
      const current = listener;
      halt();
      devices = devices.slice(1);
      for (const watcher of watchers) watcher(devices);
      current?.ended('device-lost');
    },
    produce(ms) {
      deliverBlocks(ms * 16);
    },
    openMicrophone() {
      open();
    },
    isCapturing: () => listener !== undefined,
  };
}
