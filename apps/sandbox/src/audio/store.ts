import { createHash, type Hash } from 'node:crypto';
import {
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { appendFile, type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import { bytesToPcm, msToSamples, pcmToBytes, samplesToMs } from '@dictation/audio';
import { badRequest } from '../http';

/** Audio keys become file names, so only a safe alphabet is accepted. */
const keyPattern = /^[A-Za-z0-9_.-]{1,128}$/;

export function assertAudioKey(key: string): string {
  if (!keyPattern.test(key) || key.startsWith('.')) throw badRequest('Invalid audio file name');
  return key;
}

/** An edit of the stored PCM (docs/wire-contract.md, Audio): recordMode 0 inserts, 1 overwrites. */
export interface PcmEdit {
  mode: 'insert' | 'overwrite';
  /** Where the frames go, in bytes (even). */
  atByte: number;
  bytes: Uint8Array;
}

/** Bytes read or hashed at a time, so a 30-minute file is never held or hashed in one piece. */
const ioChunkBytes = 1 << 20;
/** Running SHA-256s kept in memory (one per recording being made); the oldest goes first. */
const maxRunningHashes = 64;

/**
 * Canonical PCM (wire-contract.md, Audio) per audio key, one file each under `<data>/audio`. Parts of
 * `store-with-length` collect in a `.pending` file until the last part replaces the audio.
 *
 * A suspend touches only what it changes (issue 22): an append or an overwrite writes the frames
 * in place, an insert rewrites only the audio after it; all with async I/O off the event loop.
 * Edits of one key run one at a time (`exclusive`). The SHA-256 of a recording is kept running
 * while it only grows, so the end-of-recording check does not read the file again.
 */
export class AudioStore {
  /** The last queued operation per key: the next one starts after it. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** SHA-256 of each file's first `bytes` bytes, extended as the file grows at its end. */
  private readonly runningHashes = new Map<string, { hash: Hash; bytes: number }>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(key: string, suffix: string) {
    return join(this.dir, `${assertAudioKey(key)}${suffix}`);
  }

  /**
   * Runs `operation` after every earlier one on the same key has finished: a suspend's checks
   * and its write, or a hash, never interleave with another's.
   */
  exclusive<T>(key: string, operation: () => Promise<T> | T): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(operation, operation);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }

  has(key: string): boolean {
    return existsSync(this.path(key, '.pcm'));
  }

  /**
   * Seeded letters get a deterministic tone of their recorded length the first time their audio
   * is used, so the file is what every other call reads and edits.
   */
  ensureSeeded(key: string, seededLengthMs: number): void {
    if (seededLengthMs > 0 && !this.has(key)) this.write(key, seededTone(key, seededLengthMs));
  }

  /** The stored length in samples, from the file's size (the file is not read). */
  lengthSamples(key: string, seededLengthMs = 0): number {
    const file = this.path(key, '.pcm');
    if (existsSync(file)) return Math.floor(statSync(file).size / 2);
    return msToSamples(Math.max(0, seededLengthMs));
  }

  /** The stored samples, whole (to stream a WAV); seeded letters get their tone first. */
  read(key: string, seededLengthMs = 0): Int16Array {
    this.ensureSeeded(key, seededLengthMs);
    const file = this.path(key, '.pcm');
    return existsSync(file) ? bytesToPcm(readFileSync(file)) : new Int16Array(0);
  }

  write(key: string, pcm: Int16Array | Uint8Array): void {
    this.runningHashes.delete(key);
    writeFileSync(this.path(key, '.pcm'), pcm instanceof Int16Array ? pcmToBytes(pcm) : pcm);
  }

  /**
   * Applies one suspend's frames in place and returns the new length in samples. Append and
   * overwrite write only the frames; an insert before the end reads and rewrites the audio after
   * it (its cost grows with what follows, not with the recording). A failed write is undone as
   * far as the file allows: the old length and the overwritten bytes are put back.
   */
  async edit(key: string, { mode, atByte, bytes }: PcmEdit): Promise<number> {
    const file = this.path(key, '.pcm');
    const handle = await open(file, constants.O_RDWR | constants.O_CREAT);
    try {
      const oldSize = (await handle.stat()).size;
      const tail = mode === 'insert' && atByte < oldSize ? await readRange(handle, atByte, oldSize) : null;
      const overwritten =
        mode === 'overwrite' && atByte < oldSize
          ? await readRange(handle, atByte, Math.min(oldSize, atByte + bytes.byteLength))
          : null;
      try {
        await writeAll(handle, bytes, atByte);
        if (tail) await writeAll(handle, tail, atByte + bytes.byteLength);
      } catch (error) {
        await handle.truncate(oldSize).catch(() => undefined);
        const restore = tail ?? overwritten;
        if (restore) await writeAll(handle, restore, atByte).catch(() => undefined);
        this.runningHashes.delete(key);
        throw error;
      }
      const newSize =
        mode === 'insert' ? oldSize + bytes.byteLength : Math.max(oldSize, atByte + bytes.byteLength);
      const running = this.runningHashes.get(key);
      if (running && running.bytes === oldSize && atByte === oldSize) {
        running.hash.update(bytes);
        running.bytes = newSize;
      } else if (running && atByte < running.bytes) {
        // Bytes already hashed changed: the hash starts again from the file when next asked for.
        this.runningHashes.delete(key);
      } else if (!running && oldSize === 0) {
        this.keepRunning(key, { hash: createHash('sha256').update(bytes), bytes: newSize });
      }
      return newSize / 2;
    } finally {
      await handle.close();
    }
  }

  /**
   * SHA-256 (lower-case hex) of the stored PCM: `complete-suspend-with-length`'s and
   * `expectedAudio`'s hash. Kept running while a recording only grows; otherwise the file is
   * hashed in chunks with async reads, and the hash runs on from there.
   */
  async sha256(key: string, seededLengthMs = 0): Promise<string> {
    this.ensureSeeded(key, seededLengthMs);
    const file = this.path(key, '.pcm');
    if (!existsSync(file)) return createHash('sha256').digest('hex');
    const size = statSync(file).size;
    let running = this.runningHashes.get(key);
    if (!running || running.bytes > size) {
      running = { hash: createHash('sha256'), bytes: 0 };
    }
    if (running.bytes < size) {
      const handle = await open(file, 'r');
      try {
        const buffer = Buffer.alloc(ioChunkBytes);
        while (running.bytes < size) {
          const { bytesRead } = await handle.read(
            buffer,
            0,
            Math.min(ioChunkBytes, size - running.bytes),
            running.bytes,
          );
          if (bytesRead === 0) break;
          running.hash.update(buffer.subarray(0, bytesRead));
          running.bytes += bytesRead;
        }
      } finally {
        await handle.close();
      }
    }
    this.keepRunning(key, running);
    return running.hash.copy().digest('hex');
  }

  private keepRunning(key: string, running: { hash: Hash; bytes: number }): void {
    this.runningHashes.delete(key);
    this.runningHashes.set(key, running);
    if (this.runningHashes.size > maxRunningHashes) {
      const oldest = this.runningHashes.keys().next().value;
      if (oldest !== undefined) this.runningHashes.delete(oldest);
    }
  }

  async appendPending(key: string, bytes: Uint8Array): Promise<number> {
    const file = this.path(key, '.pending');
    await appendFile(file, bytes);
    return statSync(file).size;
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
    return existsSync(file) ? statSync(file).size : 0;
  }

  /** Replaces the audio with the collected parts (a rename); returns the new length in samples. */
  commitPending(key: string): number {
    const file = this.path(key, '.pending');
    this.runningHashes.delete(key);
    if (!existsSync(file)) {
      writeFileSync(this.path(key, '.pcm'), Buffer.alloc(0));
      return 0;
    }
    const bytes = statSync(file).size;
    renameSync(file, this.path(key, '.pcm'));
    return bytes / 2;
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

async function readRange(handle: FileHandle, start: number, end: number): Promise<Buffer> {
  const buffer = Buffer.alloc(end - start);
  let done = 0;
  while (done < buffer.byteLength) {
    const { bytesRead } = await handle.read(buffer, done, buffer.byteLength - done, start + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

async function writeAll(handle: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  let done = 0;
  while (done < bytes.byteLength) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.byteLength - done, position + done);
    done += bytesWritten;
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
