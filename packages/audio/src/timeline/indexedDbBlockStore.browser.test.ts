import { describe, expect, it } from 'vitest';
import { timelineSha256 } from '../hash/sha256Hex';
import { createIndexedDbBlockStore, sweepIndexedDbBlockStores } from './indexedDbBlockStore';
import { PcmTimeline } from './PcmTimeline';

const ramp = (from: number, length: number) =>
  Int16Array.from({ length }, (_, i) => ((from + i) % 65536) - 32768);
const unique = () => `test-${crypto.randomUUID()}`;

// Real IndexedDB and Web Locks in Chromium.
describe('IndexedDB block store', () => {
  it('stores blocks as Blobs and reads them back, apart from other namespaces', async () => {
    const databaseName = unique();
    const one = createIndexedDbBlockStore({ namespace: 'one', databaseName });
    const two = createIndexedDbBlockStore({ namespace: 'two', databaseName });
    await one.put(0, ramp(0, 100));
    await two.put(0, ramp(500, 100));
    expect(Array.from(await one.get(0))).toEqual(Array.from(ramp(0, 100)));
    expect(Array.from(await two.get(0))).toEqual(Array.from(ramp(500, 100)));
    const blob = await one.blob?.(0);
    expect(blob?.size).toBe(200);
    await one.clear();
    await expect(one.get(0)).rejects.toThrow(RangeError);
    expect(Array.from(await two.get(0))).toEqual(Array.from(ramp(500, 100)));
    await two.clear();
  });

  it('backs a timeline whose sealed blocks leave memory, with the in-memory hash', async () => {
    const blockStore = createIndexedDbBlockStore({ namespace: 'timeline', databaseName: unique() });
    const timeline = new PcmTimeline({ blockStore, blockSamples: 256, cachedBlocks: 1 });
    const memory = new PcmTimeline();
    for (const target of [timeline, memory]) {
      target.append(ramp(0, 3000));
      target.insert(700, ramp(9000, 333));
      target.overwrite(100, ramp(20000, 900));
    }
    await timeline.settled();
    expect(timeline.isResident()).toBe(false);
    expect(timeline.sealedBlocksInMemory).toBe(1);
    expect(Array.from(await timeline.readAsync(0))).toEqual(Array.from(memory.read(0)));
    expect(await timelineSha256(timeline)).toBe(await timelineSha256(memory));
    const parts: BlobPart[] = [];
    for await (const part of timeline.readBlobParts()) parts.push(part as BlobPart);
    expect(parts.some((part) => part instanceof Blob)).toBe(true);
    expect(new Uint8Array(await new Blob(parts).arrayBuffer())).toEqual(memory.toBytes());
    await timeline.discardStoredBlocks();
    await expect(blockStore.get(0)).rejects.toThrow(RangeError);
  });

  it('sweeps the namespaces no live page holds and keeps the live ones', async () => {
    const databaseName = unique();
    const live = createIndexedDbBlockStore({ namespace: 'live', databaseName });
    await live.put(0, ramp(0, 10));
    await writeOrphan(databaseName, 'gone');
    expect(await sweepIndexedDbBlockStores(databaseName)).toEqual(['gone']);
    await expect(createIndexedDbBlockStore({ namespace: 'gone', databaseName }).get(0)).rejects.toThrow(
      RangeError,
    );
    expect(Array.from(await live.get(0))).toEqual(Array.from(ramp(0, 10)));
    await live.clear();
    // Cleared: nothing left to sweep, and the live store's lock was released with it.
    expect(await sweepIndexedDbBlockStores(databaseName)).toEqual([]);
  });
});

/** What a page that died leaves: its namespace's entry and a block, and no lock held. */
async function writeOrphan(databaseName: string, namespace: string): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = database.transaction(['blocks', 'namespaces'], 'readwrite');
  transaction.objectStore('namespaces').put(Date.now(), namespace);
  transaction.objectStore('blocks').put(new Blob([ramp(0, 10)]), [namespace, 0]);
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}
