import { lowVolumeDefaults } from '../recordingConstants';

/** dBFS at or under which the level reads 0. */
const floorDb = -60;

/**
 * The input level of a block, 0..100: RMS in dBFS mapped linearly from -60 dBFS (0) to 0 dBFS
 * (100). The spec's low-volume threshold "level 30" is read on this scale (-42 dBFS: room noise
 * stays under it, speech at arm's length is well over it).
 */
export function levelOfBlock(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < pcm.length; i++) {
    const sample = (pcm[i] ?? 0) / 32768;
    sum += sample * sample;
  }
  const rms = Math.sqrt(sum / pcm.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(100, ((db - floorDb) / -floorDb) * 100));
}

export interface LevelMeterOptions {
  /** @default 30 */
  level?: number;
  /** @default 30 */
  silenceSeconds?: number;
  /** @default 10 */
  samplesPerSecond?: number;
}

export interface LevelMeter {
  /** Feeds canonical frames; returns true when the silence limit was just reached. */
  push(pcm: Int16Array): boolean;
  /** The latest level, 0..100. */
  readonly level: number;
  reset(): void;
}

/**
 * Samples the level 10 times a second and reports when the last 30 s were all under level 30
 * (spec 000 section 9, low-volume defaults).
 */
export function createLevelMeter(options: LevelMeterOptions = {}): LevelMeter {
  const threshold = options.level ?? lowVolumeDefaults.level;
  const perSecond = options.samplesPerSecond ?? lowVolumeDefaults.samplesPerSecond;
  const windowSamples = 16000 / perSecond;
  const silentWindowsAllowed = (options.silenceSeconds ?? lowVolumeDefaults.silenceSeconds) * perSecond;
  let window = new Int16Array(windowSamples);
  let filled = 0;
  let silentWindows = 0;
  let level = 0;
  return {
    push(pcm) {
      let reached = false;
      for (let offset = 0; offset < pcm.length; ) {
        const take = Math.min(windowSamples - filled, pcm.length - offset);
        window.set(pcm.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === windowSamples) {
          level = levelOfBlock(window);
          silentWindows = level < threshold ? silentWindows + 1 : 0;
          if (silentWindows === silentWindowsAllowed) reached = true;
          filled = 0;
        }
      }
      return reached;
    },
    get level() {
      return level;
    },
    reset() {
      window = new Int16Array(windowSamples);
      filled = 0;
      silentWindows = 0;
      level = 0;
    },
  };
}
