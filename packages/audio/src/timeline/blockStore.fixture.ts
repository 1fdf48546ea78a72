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

export function createTestBlockStore({ blobs = false } = {}): TestBlockStore {
  const blocks = new Map<number, Int16Array>();
  const puts: number[] = [];
  let held: (() => void)[] | undefined;
  let failing = false;
  let heldReads: (() => void)[] | undefined;
  const stored = (id: number) => {
    const samples = blocks.get(id);
    if (!samples) throw new RangeError(`no block ${id}`);
    return samples;
  };
  const store: TestBlockStore = {
    blocks,
    puts,
    async put(id, samples) {
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      if (failing) throw new Error('disk full');
      blocks.set(id, samples.slice());
      puts.push(id);
    },
    async get(id) {
      if (heldReads) await new Promise<void>((resolve) => heldReads?.push(resolve));
      return stored(id).slice();
    },
    ...(blobs ? { blob: async (id: number) => new Blob([new Uint8Array(stored(id).slice().buffer)]) } : {}),
    async clear() {
      blocks.clear();
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
    failPuts() {
      failing = true;
    },
    holdReads() {
      heldReads = [];
    },
    releaseReads() {
      const waiting = heldReads ?? [];
      heldReads = undefined;
      for (const resolve of waiting) resolve();
    },
    get readsWaiting() {
      return heldReads?.length ?? 0;
    },
  };
  return store;
}
