/**
 * Append-only sample storage. Samples written here are never modified again, so pieces of the
 * timeline can reference them (and hand out views of them) for as long as they like.
 */

/** 64 Ki samples (4 s of canonical audio, 128 KiB): small enough to waste little, big enough to keep the piece count low. */
const BLOCK_SAMPLES = 1 << 16;

/** Where a written run of samples landed. */
export interface StoredRun {
  buffer: Int16Array;
  offset: number;
  length: number;
}

export class AppendStore {
  #block = new Int16Array(BLOCK_SAMPLES);
  #used = 0;

  /** Copies `pcm` into storage and returns the runs holding it, in order. */
  write(pcm: Int16Array): StoredRun[] {
    // A write bigger than a block gets its own exact-size buffer: one piece, one copy.
    if (pcm.length >= BLOCK_SAMPLES) return [{ buffer: pcm.slice(), offset: 0, length: pcm.length }];
    const runs: StoredRun[] = [];
    let from = 0;
    while (from < pcm.length) {
      if (this.#used === BLOCK_SAMPLES) {
        this.#block = new Int16Array(BLOCK_SAMPLES);
        this.#used = 0;
      }
      const count = Math.min(pcm.length - from, BLOCK_SAMPLES - this.#used);
      this.#block.set(pcm.subarray(from, from + count), this.#used);
      runs.push({ buffer: this.#block, offset: this.#used, length: count });
      this.#used += count;
      from += count;
    }
    return runs;
  }
}
