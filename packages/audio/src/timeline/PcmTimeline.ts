import { CANONICAL_SAMPLE_RATE, msToSamples, pcmToBytes, samplesToMs } from '../pcm';
import { AppendStore } from './appendStore';
import { type BlockStore, createMemoryBlockStore } from './blockStore';
import {
  type BlockRange,
  createPiece,
  extendLastPiece,
  lastPiece,
  merge,
  type PieceNode,
  slices,
  split,
  totalOf,
} from './pieceTree';

export interface PcmTimelineOptions {
  /**
   * Where full storage blocks (64 Ki samples, 4 s) go. With a store that leaves the heap
   * (`createIndexedDbBlockStore`) only the open block, blocks still being written and
   * `cachedBlocks` recent ones stay in memory, and synchronous reads of older audio throw
   * `BlockNotResidentError`: read them with `readChunks` / `readAsync`.
   * @default createMemoryBlockStore() (every sample stays in memory; every read is synchronous)
   */
  blockStore?: BlockStore;
  /** Sealed blocks kept in memory once written, most recently used. @default 16 (2 MiB, about a minute) */
  cachedBlocks?: number;
  /** A block could not be written to the store (it stays in memory). @default ignored */
  onStoreError?: (error: unknown) => void;
  /** Samples per storage block; small blocks let tests seal and evict with little audio. @default 65536 (4 s) */
  blockSamples?: number;
}

function assertPosition(what: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of samples >= 0, got ${value}`);
  }
  if (value > max) throw new RangeError(`${what} ${value} is past the end of the timeline (${max} samples)`);
}

/**
 * The recording being edited: canonical PCM (16-bit, mono, 16 kHz) held as a balanced tree of
 * pieces over append-only buffers, so an insert or overwrite costs O(edit + log pieces) wherever
 * it lands, never a copy of the recording.
 *
 * Position rules (positions are whole samples; use `msToSamples` for ms):
 * - a negative, fractional or NaN position throws `RangeError`;
 * - `insert` accepts 0..lengthSamples (at the end it appends); past the end throws `RangeError`;
 * - `overwrite` accepts 0..lengthSamples and extends the timeline when the new samples run past
 *   the end; starting past the end throws `RangeError` (a gap would invent audio);
 * - empty `append`/`insert`/`overwrite` change nothing (the position is still checked);
 * - `read` clamps `end` to the length (like `Array.prototype.slice`); `start > end` throws.
 *
 * Edits never read sealed audio, so they stay synchronous whatever the block store. Reads of
 * audio that may have left memory go through `readChunks` / `readAsync` / `readBlobParts`.
 */
export class PcmTimeline {
  /** Always the canonical 16000 Hz. */
  readonly sampleRate = CANONICAL_SAMPLE_RATE;
  #root: PieceNode | null = null;
  readonly #store: AppendStore;

  constructor(options: PcmTimelineOptions = {}) {
    this.#store = new AppendStore({
      store: options.blockStore ?? createMemoryBlockStore(),
      cachedBlocks: options.cachedBlocks ?? 16,
      onError: options.onStoreError,
      blockSamples: options.blockSamples,
    });
  }

  /** Total samples. */
  get lengthSamples(): number {
    return totalOf(this.#root);
  }

  /** Total duration in ms, exact (fractional when the sample count is not a multiple of 16). */
  get lengthMs(): number {
    return samplesToMs(this.lengthSamples);
  }

  /** Adds samples at the end. The samples are copied; the caller may reuse its array. */
  append(pcm: Int16Array): void {
    this.insert(this.lengthSamples, pcm);
  }

  /** Inserts samples before sample `atSample`, moving the rest later. Copies `pcm`. */
  insert(atSample: number, pcm: Int16Array): void {
    assertPosition('insert position', atSample, this.lengthSamples);
    if (pcm.length === 0) return;
    const [before, after] = split(this.#root, atSample);
    this.#root = merge(this.#attach(before, pcm), after);
  }

  /**
   * Replaces samples from `atSample` with `pcm`, extending the timeline when they run past the
   * end. Copies `pcm`.
   */
  overwrite(atSample: number, pcm: Int16Array): void {
    assertPosition('overwrite position', atSample, this.lengthSamples);
    if (pcm.length === 0) return;
    const [before, rest] = split(this.#root, atSample);
    const [, after] = split(rest, pcm.length);
    this.#root = merge(this.#attach(before, pcm), after);
  }

  /**
   * `insert` at a position in ms (the wire's unit: `suspend` with recordMode 0). Whole ms map to
   * whole samples (16 per ms), so the recorder and the server agree when edits start on whole ms.
   */
  insertAtMs(atMs: number, pcm: Int16Array): void {
    this.insert(msToSamples(atMs), pcm);
  }

  /** `overwrite` at a position in ms (`suspend` with recordMode 1). */
  overwriteAtMs(atMs: number, pcm: Int16Array): void {
    this.overwrite(msToSamples(atMs), pcm);
  }

  /**
   * A copy of samples [startSample, endSample); `endSample` defaults to the end and is clamped to it.
   * @throws BlockNotResidentError when part of the range is only in the block store (use `readAsync`)
   */
  read(startSample: number, endSample: number = this.lengthSamples): Int16Array {
    const ranges = this.#ranges(startSample, endSample);
    return copyOut(ranges, (range) => this.#view(range));
  }

  /**
   * `read` for any block store: waits for blocks that are not in memory (and keeps them among the
   * recent ones). Holds the range twice while copying: stream long ranges with `readChunks`.
   */
  async readAsync(startSample: number, endSample: number = this.lengthSamples): Promise<Int16Array> {
    const ranges = this.#ranges(startSample, endSample);
    const blocks = new Map<number, Int16Array>();
    for (const { block } of ranges)
      if (!blocks.has(block)) blocks.set(block, await this.#store.load(block, true));
    return copyOut(ranges, (range) => (blocks.get(range.block) as Int16Array).subarray(range.from, range.to));
  }

  /**
   * The samples in order as read-only views into the timeline's storage (no copies). The views
   * stay valid after later edits: storage is append-only.
   * @throws BlockNotResidentError (while iterating) at a block that is only in the block store
   */
  *chunks(startSample = 0, endSample: number = this.lengthSamples): Iterable<Int16Array> {
    for (const range of slices(this.#root, startSample, endSample)) yield this.#view(range);
  }

  /** True when [startSample, endSample) can be read synchronously (every block in memory). */
  isResident(startSample = 0, endSample: number = this.lengthSamples): boolean {
    for (const range of slices(this.#root, startSample, endSample)) {
      if (!this.#store.resident(range.block)) return false;
    }
    return true;
  }

  /**
   * `chunks` for any block store: read-only views, in order, of the timeline as it is now (later
   * edits do not change what this yields). Loads one block from the store at a time (plus the
   * next one ahead) and keeps none of them, so a full pass holds a block's worth of audio.
   */
  readChunks(startSample = 0, endSample: number = this.lengthSamples): AsyncIterable<Int16Array> {
    const ranges = this.#ranges(startSample, endSample);
    const store = this.#store;
    return {
      async *[Symbol.asyncIterator]() {
        const blockOf = blockReader(
          ranges,
          (id) => store.resident(id),
          (id) => store.load(id, false),
        );
        for (const range of ranges) {
          const samples = blockOf(range);
          yield (samples instanceof Promise ? await samples : samples).subarray(range.from, range.to);
        }
      },
    };
  }

  /**
   * The little-endian bytes of [startSample, endSample) as Blob parts, for `new Blob(parts)`:
   * blocks only in a store that keeps Blobs (IndexedDB) come as slices of those Blobs, so a
   * player's file is composed without reading the audio into the heap; others as views.
   */
  readBlobParts(startSample = 0, endSample: number = this.lengthSamples): AsyncIterable<Blob | Uint8Array> {
    const ranges = this.#ranges(startSample, endSample);
    const store = this.#store;
    const load = async (id: number) => (await store.blob(id)) ?? (await store.load(id, false));
    return {
      async *[Symbol.asyncIterator]() {
        const blockOf = blockReader<Blob | Int16Array>(ranges, (id) => store.resident(id), load);
        for (const range of ranges) {
          const loaded = blockOf(range);
          const samples = loaded instanceof Promise ? await loaded : loaded;
          yield samples instanceof Blob
            ? samples.slice(range.from * 2, range.to * 2)
            : pcmToBytes(samples.subarray(range.from, range.to));
        }
      },
    };
  }

  /**
   * The whole timeline as little-endian bytes (a copy), e.g. for an upload body.
   * @throws BlockNotResidentError when part of it is only in the block store (use `readChunks`)
   */
  toBytes(): Uint8Array {
    const bytes = new Uint8Array(this.lengthSamples * 2);
    let at = 0;
    for (const chunk of this.chunks()) {
      bytes.set(pcmToBytes(chunk), at);
      at += chunk.byteLength;
    }
    return bytes;
  }

  /** Resolves once every sealed block has been written to the block store. */
  settled(): Promise<void> {
    return this.#store.settled();
  }

  /** Sealed blocks still in memory (being written, or recently used); for tests and benches. */
  get sealedBlocksInMemory(): number {
    return this.#store.residentSealedBlocks;
  }

  /**
   * Deletes the blocks from the block store once their writes are done (the recording is
   * finished with). Do not read the timeline afterwards.
   */
  discardStoredBlocks(): Promise<void> {
    return this.#store.clear();
  }

  /** Number of pieces; exposed for tests and benches that check edits do not fragment storage needlessly. */
  get pieceCount(): number {
    let count = 0;
    for (const _ of slices(this.#root, 0, this.lengthSamples)) count++;
    return count;
  }

  /** Stores `pcm` and joins it after `tree`, growing the last piece when the new samples follow it in storage. */
  #attach(tree: PieceNode | null, pcm: Int16Array): PieceNode | null {
    let result = tree;
    for (const run of this.#store.write(pcm)) {
      const last = lastPiece(result);
      if (last && last.block === run.block && last.offset + last.length === run.offset) {
        extendLastPiece(result, run.length);
      } else {
        result = merge(result, createPiece(run.block, run.offset, run.length));
      }
    }
    return result;
  }

  /** Checks a read's bounds and lists its block ranges now (later edits do not change them). */
  #ranges(startSample: number, endSample: number): BlockRange[] {
    assertPosition('read start', startSample, Number.POSITIVE_INFINITY);
    assertPosition('read end', endSample, Number.POSITIVE_INFINITY);
    if (startSample > endSample)
      throw new RangeError(`read start ${startSample} is after read end ${endSample}`);
    return [...slices(this.#root, startSample, Math.min(endSample, this.lengthSamples))];
  }

  #view(range: BlockRange): Int16Array {
    return this.#store.require(range.block).subarray(range.from, range.to);
  }
}

function copyOut(ranges: readonly BlockRange[], view: (range: BlockRange) => Int16Array): Int16Array {
  let total = 0;
  for (const range of ranges) total += range.to - range.from;
  const out = new Int16Array(total);
  let at = 0;
  for (const range of ranges) {
    out.set(view(range), at);
    at += range.to - range.from;
  }
  return out;
}

/**
 * The block of each range, asked in order: from memory when it is there (no waiting), else
 * loaded once while consecutive ranges share it, with the next block not in memory loaded ahead
 * (a store read overlaps the work on the current block).
 */
function blockReader<T>(
  ranges: readonly BlockRange[],
  resident: (id: number) => T | undefined,
  load: (id: number) => Promise<T>,
): (range: BlockRange) => T | Promise<T> {
  let index = 0;
  let currentId = -1;
  let current: T | Promise<T> | undefined;
  let ahead: { id: number; block: Promise<T> } | undefined;
  return (range) => {
    while (ranges[index] !== range && index < ranges.length) index++;
    if (range.block === currentId) return current as T | Promise<T>;
    currentId = range.block;
    const inMemory = resident(currentId);
    // The block loaded ahead is always the next one switched to: use it or drop it.
    const loadedAhead = ahead?.id === currentId ? ahead.block : undefined;
    ahead = undefined;
    current = inMemory ?? loadedAhead ?? load(currentId);
    let next = index + 1;
    while (next < ranges.length && ranges[next]?.block === currentId) next++;
    const following = ranges[next];
    if (following && !resident(following.block)) {
      ahead = { id: following.block, block: load(following.block) };
      // Awaited when its turn comes; until then a failure must not count as unhandled.
      ahead.block.catch(() => undefined);
    }
    return current;
  };
}
