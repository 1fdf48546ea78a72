/**
 * Where the timeline keeps its sealed storage blocks (full 64 Ki-sample blocks that are never
 * written again). The in-memory store keeps today's behaviour (every sample on the heap, every
 * read synchronous); a store that writes elsewhere (IndexedDB in the browser) lets a 30-minute
 * recording leave the JS heap while the timeline keeps only a few recent blocks.
 */
export interface BlockStore {
  /**
   * Keeps `samples` under `id`. The timeline holds the block in memory until this resolves, so
   * nothing captured is lost while the write is in flight. The caller never changes `samples`
   * again; a store may keep the array itself.
   */
  put(id: number, samples: Int16Array): Promise<void>;
  /** The samples stored under `id` (rejects when there are none). */
  get(id: number): Promise<Int16Array>;
  /**
   * The block as a Blob of its little-endian bytes, for stores whose Blobs need not be read into
   * the heap (IndexedDB's live on disk): a player's WAV is then composed without copying audio.
   */
  blob?(id: number): Promise<Blob>;
  /**
   * The samples without waiting, for stores that keep them in memory anyway; a timeline over
   * such a store never evicts and reads synchronously at any position.
   */
  peek?(id: number): Int16Array | undefined;
  /** Forgets every block (the recording is done); the store may be used again afterwards. */
  clear(): Promise<void>;
}

/**
 * A synchronous read (`read`, `chunks`, `toBytes`) reached a block that is only in the block
 * store; read it with `readChunks` / `readAsync` instead.
 */
export class BlockNotResidentError extends Error {
  constructor(readonly blockId: number) {
    super(`Timeline block ${blockId} is not in memory; read it with readChunks() or readAsync()`);
    this.name = 'BlockNotResidentError';
  }
}

/** The default store: a Map on the heap. Reads never wait, so a timeline over it behaves as before. */
export function createMemoryBlockStore(): BlockStore {
  const blocks = new Map<number, Int16Array>();
  const lookup = (id: number) => {
    const samples = blocks.get(id);
    if (!samples) throw new RangeError(`no block ${id}`);
    return samples;
  };
  return {
    put(id, samples) {
      blocks.set(id, samples);
      return Promise.resolve();
    },
    get: (id) => new Promise((resolve) => resolve(lookup(id))),
    peek: (id) => blocks.get(id),
    clear() {
      blocks.clear();
      return Promise.resolve();
    },
  };
}
