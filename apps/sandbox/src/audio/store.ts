import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bytesToPcm, msToSamples, PcmTimeline, pcmToBytes, samplesToMs } from '@dictation/audio';
import { badRequest } from '../http';

/** Audio keys become file names, so only a safe alphabet is accepted. */
const keyPattern = /^[A-Za-z0-9_.-]{1,128}$/;

export function assertAudioKey(key: string): string {
  if (!keyPattern.test(key) || key.startsWith('.')) throw badRequest('Invalid audio file name');
  return key;
}

/**
 * Canonical PCM (wire-contract.md, Audio) per audio key, one file each under `<data>/audio`. Parts of
 * `store-with-length` collect in a `.pending` file until the last part replaces the audio.
 */
export class AudioStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(key: string, suffix: string) {
    return join(this.dir, `${assertAudioKey(key)}${suffix}`);
  }

  has(key: string): boolean {
    return existsSync(this.path(key, '.pcm'));
  }

  /** The stored samples; seeded letters get a deterministic tone of their recorded length on first use. */
  read(key: string, seededLengthMs = 0): Int16Array {
    const file = this.path(key, '.pcm');
    if (existsSync(file)) return bytesToPcm(readFileSync(file));
    if (seededLengthMs <= 0) return new Int16Array(0);
    const pcm = seededTone(key, seededLengthMs);
    this.write(key, pcm);
    return pcm;
  }

  timeline(key: string, seededLengthMs = 0): PcmTimeline {
    const timeline = new PcmTimeline();
    timeline.append(this.read(key, seededLengthMs));
    return timeline;
  }

  write(key: string, pcm: Int16Array | Uint8Array): void {
    writeFileSync(this.path(key, '.pcm'), pcm instanceof Int16Array ? pcmToBytes(pcm) : pcm);
  }

  writeTimeline(key: string, timeline: PcmTimeline): void {
    writeFileSync(this.path(key, '.pcm'), timeline.toBytes());
  }

  appendPending(key: string, bytes: Uint8Array): number {
    const file = this.path(key, '.pending');
    appendFileSync(file, bytes);
    return readFileSync(file).byteLength;
  }

  hasPending(key: string): boolean {
    return existsSync(this.path(key, '.pending'));
  }

  /** Forgets an upload's collected parts (a new upload starts, or it went stale). */
  discardPending(key: string): void {
    rmSync(this.path(key, '.pending'), { force: true });
  }

  /** Bytes collected so far by the upload in progress. */
  pendingBytes(key: string): number {
    const file = this.path(key, '.pending');
    return existsSync(file) ? readFileSync(file).byteLength : 0;
  }

  /** Replaces the audio with the collected parts; returns the new length in samples. */
  commitPending(key: string): number {
    const file = this.path(key, '.pending');
    const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    writeFileSync(this.path(key, '.pcm'), bytes);
    rmSync(file, { force: true });
    return bytes.byteLength / 2;
  }

  /** An imported file in its own format (mp3, dss, ...), kept as uploaded. */
  writeOriginal(key: string, bytes: Uint8Array): void {
    writeFileSync(this.path(key, '.original'), bytes);
  }

  readOriginal(key: string): Buffer | null {
    const file = this.path(key, '.original');
    return existsSync(file) ? readFileSync(file) : null;
  }
}

/** A quiet, key-dependent tone: seeded letters have audio to play without shipping files. */
function seededTone(key: string, lengthMs: number): Int16Array {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const frequency = 220 + (hash % 440);
  const pcm = new Int16Array(msToSamples(lengthMs));
  for (let n = 0; n < pcm.length; n += 1)
    pcm[n] = Math.round(3000 * Math.sin((2 * Math.PI * frequency * n) / 16_000));
  return pcm;
}

export const lengthMsOf = (samples: number) => Math.round(samplesToMs(samples));
