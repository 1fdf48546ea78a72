import { CANONICAL_SAMPLE_RATE } from './pcm';

/** Level readings per second for the low-volume rule (spec 000 section 9). */
export const LEVELS_PER_SECOND = 10;
/** Quietest level shown as 0: -60 dBFS, below a quiet room through a typical headset. */
const FLOOR_DB = -60;

/**
 * Loudness of a block of 16-bit samples on a 0..100 scale: RMS in dBFS mapped linearly from
 * -60 dBFS (0) to 0 dBFS (100). A logarithmic scale puts quiet speech (about -40 dBFS) above the
 * low-volume threshold of 30 and a silent line (below -42 dBFS) under it.
 */
export function levelOf(pcmBlock: Int16Array): number {
  if (pcmBlock.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < pcmBlock.length; i++) {
    const value = (pcmBlock[i] as number) / 32768;
    sum += value * value;
  }
  const rms = Math.sqrt(sum / pcmBlock.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(100, Math.round(((db - FLOOR_DB) / -FLOOR_DB) * 100)));
}

export interface SilenceDetectorOptions {
  /** Levels under this count as silence. @default 30 */
  threshold?: number;
  /** Seconds of continuous silence that trigger. @default 30 */
  seconds?: number;
  /** Sample rate of PCM given to `pushPcm`. @default 16000 */
  sampleRate?: number;
}

/**
 * The low-volume stop rule (spec 000 sections 8 and 9): level readings arrive 10 times a second,
 * and `threshold` under 30 for 30 s in a row triggers. Feed it levels (`pushLevel`) or raw PCM
 * (`pushPcm`, metered in 100 ms windows). Any reading at or above the threshold starts over.
 */
export class SilenceDetector {
  readonly #threshold: number;
  readonly #readingsToTrigger: number;
  readonly #window: Int16Array;
  #windowFill = 0;
  #quietReadings = 0;

  constructor({
    threshold = 30,
    seconds = 30,
    sampleRate = CANONICAL_SAMPLE_RATE,
  }: SilenceDetectorOptions = {}) {
    this.#threshold = threshold;
    this.#readingsToTrigger = Math.round(seconds * LEVELS_PER_SECOND);
    this.#window = new Int16Array(Math.round(sampleRate / LEVELS_PER_SECOND));
  }

  /** Whether the silence has lasted long enough to stop the recording. */
  get triggered(): boolean {
    return this.#quietReadings >= this.#readingsToTrigger;
  }

  /** Seconds of silence so far. */
  get silentSeconds(): number {
    return this.#quietReadings / LEVELS_PER_SECOND;
  }

  /** Adds one reading (one tenth of a second); returns `triggered`. */
  pushLevel(level: number): boolean {
    this.#quietReadings = level < this.#threshold ? this.#quietReadings + 1 : 0;
    return this.triggered;
  }

  /** Adds PCM of any block size, metering every full 100 ms window; returns `triggered`. */
  pushPcm(pcm: Int16Array): boolean {
    let at = 0;
    while (at < pcm.length) {
      const take = Math.min(pcm.length - at, this.#window.length - this.#windowFill);
      this.#window.set(pcm.subarray(at, at + take), this.#windowFill);
      this.#windowFill += take;
      at += take;
      if (this.#windowFill === this.#window.length) {
        this.pushLevel(levelOf(this.#window));
        this.#windowFill = 0;
      }
    }
    return this.triggered;
  }

  /** Starts over, e.g. when recording resumes. */
  reset(): void {
    this.#quietReadings = 0;
    this.#windowFill = 0;
  }
}
