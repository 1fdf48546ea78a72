/**
 * A block store that really takes blocks off the timeline's hands (copies in and out, no `peek`),
 * so tests see sealing, eviction and asynchronous reads as with IndexedDB.
 */
import type { BlockStore } from './blockStore';

export interface TestBlockStore extends BlockStore {
  readonly blocks: Map<number, Int16Array>;
  readonly puts: number[];
  /** Holds every `put` until `release()` (a slow disk). */
  hold(): void;
  release(): void;
  /** Makes every later `put` fail. */
  failPuts(): void;
  /** Holds every `get` until `releaseReads()`; `readsWaiting` counts the held ones. */
  holdReads(): void;
  releaseReads(): void;
  readonly readsWaiting: number;
}

/** Calls that wait while the gate is held, and go on together when it is released. */
function gate() {
  let waiting: (() => void)[] | undefined;
  return {
    pass: () => (waiting ? new Promise<void>((resolve) => waiting?.push(resolve)) : Promise.resolve()),
    hold() {
      waiting = [];
    },
    release() {
      const passing = waiting ?? [];
      waiting = undefined;
      for (const resolve of passing) resolve();
    },
    get waiting() {
      return waiting?.length ?? 0;
    },
  };
}

export function createTestBlockStore({ blobs = false } = {}): TestBlockStore {
  const blocks = new Map<number, Int16Array>();
  const puts: number[] = [];
  const writes = gate();
  const reads = gate();
  let failing = false;
  const stored = (id: number) => {
    const samples = blocks.get(id);
    if (!samples) throw new RangeError(`no block ${id}`);
    return samples;
  };
  const store: TestBlockStore = {
    blocks,
    puts,
    async put(id, samples) {
      await writes.pass();
      if (failing) throw new Error('disk full');
      blocks.set(id, samples.slice());
      puts.push(id);
    },
    async get(id) {
      await reads.pass();
      return stored(id).slice();
    },
    ...(blobs ? { blob: async (id: number) => new Blob([new Uint8Array(stored(id).slice().buffer)]) } : {}),
    async clear() {
      blocks.clear();
    },
    hold: writes.hold,
    release: writes.release,
    failPuts() {
      failing = true;
    },
    holdReads: reads.hold,
    releaseReads: reads.release,
    get readsWaiting() {
      return reads.waiting;
    },
  };
  return store;
}
