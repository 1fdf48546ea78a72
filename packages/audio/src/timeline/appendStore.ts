/**
 * Append-only sample storage in numbered blocks. Samples written here are never modified again,
 * so pieces of the timeline can reference them (and hand out views of them) for as long as they
 * like. A full block is sealed into the `BlockStore`; only the open block, the sealed blocks
 * whose write is still in flight and a few recently used ones stay in memory, unless the store
 * keeps everything in memory anyway (`peek`).
 */
import { BlockNotResidentError, type BlockStore } from './blockStore';

/** 64 Ki samples (4 s of canonical audio, 128 KiB): small enough to waste little, big enough to keep the piece count low. */
export const BLOCK_SAMPLES = 1 << 16;

/** Where a written run of samples landed. */
export interface StoredRun {
  block: number;
  offset: number;
  length: number;
}

export interface AppendStoreOptions {
  store: BlockStore;
  /** Samples per block. @default BLOCK_SAMPLES */
  blockSamples?: number | undefined;
  /** Sealed blocks kept in memory after their write completed, most recently used first. */
  cachedBlocks: number;
  /** A block could not be written to the store: it stays in memory (nothing is lost). */
  onError?: ((error: unknown) => void) | undefined;
}

export class AppendStore {
  readonly #store: BlockStore;
  readonly #cachedBlocks: number;
  readonly #onError: ((error: unknown) => void) | undefined;
  readonly #blockSamples: number;
  #openId = 0;
  #open: Int16Array;
  #used = 0;
  /** Sealed blocks whose `put` has not completed: never evicted. */
  readonly #writing = new Map<number, Int16Array>();
  readonly #inFlight = new Set<Promise<void>>();
  /** Recently used sealed blocks, least recently used first (a Map keeps insertion order). */
  readonly #recent = new Map<number, Int16Array>();

  constructor({ store, cachedBlocks, onError, blockSamples = BLOCK_SAMPLES }: AppendStoreOptions) {
    this.#blockSamples = blockSamples;
    this.#open = new Int16Array(blockSamples);
    this.#store = store;
    this.#cachedBlocks = cachedBlocks;
    this.#onError = onError;
  }

  /** Copies `pcm` into storage and returns the runs holding it, in order. */
  write(pcm: Int16Array): StoredRun[] {
    const runs: StoredRun[] = [];
    let from = 0;
    while (from < pcm.length) {
      if (this.#used === this.#blockSamples) this.#seal();
      const count = Math.min(pcm.length - from, this.#blockSamples - this.#used);
      this.#open.set(pcm.subarray(from, from + count), this.#used);
      runs.push({ block: this.#openId, offset: this.#used, length: count });
      this.#used += count;
      from += count;
    }
    // Sealed as soon as it is full, so a long recording's blocks leave memory without waiting
    // for the next frame.
    if (this.#used === this.#blockSamples) this.#seal();
    return runs;
  }

  /** The block's samples if they are in memory, else undefined. */
  resident(id: number): Int16Array | undefined {
    if (id === this.#openId) return this.#open;
    const writing = this.#writing.get(id);
    if (writing) return writing;
    const recent = this.#recent.get(id);
    if (recent) {
      this.#recent.delete(id);
      this.#recent.set(id, recent);
      return recent;
    }
    return this.#store.peek?.(id);
  }

  /** The block's samples, for synchronous reads. @throws BlockNotResidentError */
  require(id: number): Int16Array {
    const samples = this.resident(id);
    if (!samples) throw new BlockNotResidentError(id);
    return samples;
  }

  /**
   * The block's samples, from memory or the store. `remember` keeps a block read from the store
   * among the recent ones (small reads near the cursor); a full scan passes false so it does not
   * push the blocks around the cursor out.
   */
  async load(id: number, remember: boolean): Promise<Int16Array> {
    const resident = this.resident(id);
    if (resident) return resident;
    const samples = await this.#store.get(id);
    if (remember) this.#remember(id, samples);
    return samples;
  }

  /** The block as a Blob when it is only in a store that hands out Blobs (no copy on the heap). */
  async blob(id: number): Promise<Blob | undefined> {
    if (this.resident(id) || !this.#store.blob) return undefined;
    return this.#store.blob(id);
  }

  /** Resolves when every sealed block has been written to the store (or failed to be). */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }

  /** Sealed blocks held in memory (in flight or recent), for tests and the bench. */
  get residentSealedBlocks(): number {
    return this.#writing.size + this.#recent.size;
  }

  /** Waits for the writes in flight, then empties the store. */
  async clear(): Promise<void> {
    await this.settled();
    this.#recent.clear();
    await this.#store.clear();
  }

  #seal(): void {
    const id = this.#openId;
    const samples = this.#open;
    this.#writing.set(id, samples);
    const written = this.#store.put(id, samples).then(
      () => {
        this.#writing.delete(id);
        this.#remember(id, samples);
      },
      // Kept in #writing for good: memory is the only copy of these samples.
      (error: unknown) => this.#onError?.(error),
    );
    this.#inFlight.add(written);
    void written.finally(() => this.#inFlight.delete(written));
    this.#openId = id + 1;
    this.#open = new Int16Array(this.#blockSamples);
    this.#used = 0;
  }

  #remember(id: number, samples: Int16Array): void {
    // A store that keeps blocks in memory answers `peek`: a second reference would be no cheaper.
    if (this.#store.peek || this.#cachedBlocks === 0) return;
    this.#recent.delete(id);
    this.#recent.set(id, samples);
    for (const oldest of this.#recent.keys()) {
      if (this.#recent.size <= this.#cachedBlocks) break;
      this.#recent.delete(oldest);
    }
  }
}
