import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { timelineSha256 } from '../hash/sha256Hex';
import { PeakPyramid } from '../peaks';
import { BlockNotResidentError } from './blockStore';
import { createTestBlockStore } from './blockStore.fixture';
import { PcmTimeline } from './PcmTimeline';
import { applyToModel, applyToTimeline, editArbitrary } from './timelineEdits.fixture';

const ramp = (from: number, length: number) => Int16Array.from({ length }, (_, i) => (from + i) % 32768);
const collect = async (chunks: AsyncIterable<Int16Array>) => {
  const values: number[] = [];
  for await (const chunk of chunks) values.push(...chunk);
  return values;
};

/** The pyramid's 16-sample buckets hold the min and max of the timeline's audio. */
async function expectBaseBucketsOf(pyramid: PeakPyramid, timeline: PcmTimeline) {
  const samples = await timeline.readAsync(0);
  const base = pyramid.levels[0];
  expect(base?.count).toBe(Math.ceil(samples.length / 16));
  for (let bucket = 0; bucket < (base?.count ?? 0); bucket++) {
    const values = samples.subarray(bucket * 16, bucket * 16 + 16);
    expect([base?.min[bucket], base?.max[bucket]]).toEqual([Math.min(...values), Math.max(...values)]);
  }
}

/** A pyramid (16-sample buckets, no wait for quiet) over `length` samples already sealed and evicted. */
async function sealedPyramid(length: number) {
  const { store, timeline } = sealingTimeline();
  const pyramid = new PeakPyramid(timeline, { baseBucketSamples: 16, factor: 2, levels: 3, quietMs: 0 });
  timeline.append(ramp(0, length));
  pyramid.update(0);
  await timeline.settled();
  return { store, timeline, pyramid };
}

/** 64-sample blocks, one kept after its write: the test store holds everything older. */
function sealingTimeline(store = createTestBlockStore(), cachedBlocks = 1) {
  return { store, timeline: new PcmTimeline({ blockStore: store, blockSamples: 64, cachedBlocks }) };
}

describe('PcmTimeline over a block store', () => {
  it('seals full blocks into the store and keeps only the open block and the recent ones', async () => {
    const { store, timeline } = sealingTimeline();
    timeline.append(ramp(0, 64 * 3 + 10));
    await timeline.settled();
    expect([...store.blocks.keys()]).toEqual([0, 1, 2]);
    expect(timeline.sealedBlocksInMemory).toBe(1);
    expect(timeline.isResident(0, 64)).toBe(false);
    expect(timeline.isResident(128, 202)).toBe(true);
    expect(() => timeline.read(0, 10)).toThrow(BlockNotResidentError);
    expect(Array.from(timeline.read(130, 140))).toEqual(Array.from(ramp(130, 10)));
    expect(Array.from(await timeline.readAsync(0))).toEqual(Array.from(ramp(0, 202)));
  });

  it('keeps a sealed block in memory until its write completes', async () => {
    const { store, timeline } = sealingTimeline(createTestBlockStore(), 0);
    store.hold();
    timeline.append(ramp(0, 64 * 2));
    expect(timeline.sealedBlocksInMemory).toBe(2);
    expect(Array.from(timeline.read(0))).toEqual(Array.from(ramp(0, 128)));
    store.release();
    await timeline.settled();
    expect(timeline.sealedBlocksInMemory).toBe(0);
    expect(timeline.isResident(0, 128)).toBe(false);
  });

  it('keeps a block whose write failed in memory and reports the failure', async () => {
    const store = createTestBlockStore();
    const errors: unknown[] = [];
    const timeline = new PcmTimeline({
      blockStore: store,
      blockSamples: 64,
      cachedBlocks: 0,
      onStoreError: (e) => errors.push(e),
    });
    store.failPuts();
    timeline.append(ramp(0, 64));
    await timeline.settled();
    expect(errors).toHaveLength(1);
    expect(Array.from(timeline.read(0))).toEqual(Array.from(ramp(0, 64)));
  });

  it('evicts the least recently used sealed block', async () => {
    const { timeline } = sealingTimeline(createTestBlockStore(), 2);
    timeline.append(ramp(0, 64 * 3));
    await timeline.settled();
    // Blocks 1 and 2 are recent; reading block 1 makes block 2 the oldest.
    timeline.read(64, 65);
    timeline.append(ramp(0, 64));
    await timeline.settled();
    expect(timeline.isResident(64, 128)).toBe(true);
    expect(timeline.isResident(128, 192)).toBe(false);
    expect(timeline.isResident(192, 256)).toBe(true);
  });

  it('reads across sealed and open blocks after inserts and overwrites', async () => {
    const { timeline } = sealingTimeline();
    timeline.append(ramp(0, 300));
    timeline.insert(70, ramp(1000, 100));
    timeline.overwrite(20, ramp(2000, 50));
    timeline.insert(0, ramp(3000, 5));
    const model = [...ramp(0, 300)];
    model.splice(70, 0, ...ramp(1000, 100));
    model.splice(20, 50, ...ramp(2000, 50));
    model.splice(0, 0, ...ramp(3000, 5));
    await timeline.settled();
    expect(timeline.isResident()).toBe(false);
    expect(await collect(timeline.readChunks())).toEqual(model);
    expect(Array.from(await timeline.readAsync(60, 190))).toEqual(model.slice(60, 190));
  });

  it('reads the timeline as it was when readChunks was called', async () => {
    const { timeline } = sealingTimeline();
    timeline.append(ramp(0, 200));
    const chunks = timeline.readChunks();
    timeline.overwrite(0, ramp(5000, 100));
    timeline.insert(10, ramp(9000, 20));
    expect(await collect(chunks)).toEqual(Array.from(ramp(0, 200)));
  });

  it('matches the in-memory timeline byte for byte and hash for hash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(editArbitrary, async (edits) => {
        const { timeline } = sealingTimeline();
        const memory = new PcmTimeline();
        applyToTimeline(timeline, edits);
        applyToTimeline(memory, edits);
        await timeline.settled();
        expect(await collect(timeline.readChunks())).toEqual(Array.from(applyToModel(edits)));
        expect(await timelineSha256(timeline)).toBe(await timelineSha256(memory));
      }),
      { numRuns: 100 },
    );
  });

  it('hands out Blob slices of blocks that are only in a Blob store', async () => {
    const { timeline } = sealingTimeline(createTestBlockStore({ blobs: true }));
    timeline.append(ramp(0, 150));
    timeline.insert(30, ramp(700, 40));
    await timeline.settled();
    const parts: (Blob | Uint8Array)[] = [];
    for await (const part of timeline.readBlobParts()) parts.push(part);
    expect(parts.some((part) => part instanceof Blob)).toBe(true);
    const memory = new PcmTimeline();
    memory.append(ramp(0, 150));
    memory.insert(30, ramp(700, 40));
    const blob = new Blob(parts as BlobPart[]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes)).toEqual(Array.from(memory.toBytes()));
  });

  it('deletes its blocks from the store when discarded', async () => {
    const { store, timeline } = sealingTimeline();
    store.hold();
    timeline.append(ramp(0, 200));
    const discarded = timeline.discardStoredBlocks();
    store.release();
    await discarded;
    expect(store.blocks.size).toBe(0);
  });
});

describe('PeakPyramid over a timeline whose blocks left memory', () => {
  it('re-reads a moved tail in the background and tells when it is done', async () => {
    const { pyramid, timeline } = await sealedPyramid(400);
    let redraws = 0;
    pyramid.subscribe(() => redraws++);
    // 7 samples: not a whole bucket, so every later bucket must be read again, from the store.
    timeline.insert(
      20,
      Int16Array.from({ length: 7 }, () => -30000),
    );
    pyramid.inserted(20, 7);
    await pyramid.settled();
    expect(redraws).toBeGreaterThan(0);
    await expectBaseBucketsOf(pyramid, timeline);
    const base = pyramid.levels[0];
    // Zoomed in below a bucket per column on audio not in memory: the finest buckets stand in.
    const zoomed = pyramid.peaks(0, 8, 2);
    expect(Array.from(zoomed.min)).toEqual([base?.min[0], base?.min[0]]);
  });

  it('keeps the queued range right when edits arrive before the background read starts', async () => {
    const { pyramid, timeline } = await sealedPyramid(640);
    timeline.insert(100, ramp(20000, 5));
    pyramid.inserted(100, 5);
    // Before the queued read runs: a whole-bucket insert earlier (moves the pending range) and an
    // overwrite that extends the timeline.
    timeline.insert(
      32,
      Int16Array.from({ length: 32 }, () => 31000),
    );
    pyramid.inserted(32, 32);
    const end = timeline.lengthSamples;
    timeline.overwrite(end - 10, ramp(-32000, 40));
    pyramid.update(end - 10, end + 30);
    await pyramid.settled();
    await expectBaseBucketsOf(pyramid, timeline);
  });

  it('drops a background read that an edit overtook and reads again', async () => {
    const { pyramid, store, timeline } = await sealedPyramid(640);
    store.holdReads();
    timeline.insert(100, ramp(20000, 5));
    pyramid.inserted(100, 5);
    await vi.waitFor(() => expect(store.readsWaiting).toBeGreaterThan(0));
    // While the read waits: whole buckets overwritten with audio that is in memory (the open
    // block), so their peaks are right at once; the read under way still has the old samples.
    timeline.overwrite(
      160,
      Int16Array.from({ length: 32 }, () => 30000),
    );
    pyramid.update(160, 192);
    store.releaseReads();
    await pyramid.settled();
    await expectBaseBucketsOf(pyramid, timeline);
  });
});
