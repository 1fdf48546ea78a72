import { createIndexedDbBlockStore, encodeWav, PcmTimeline, timelineSha256 } from '@dictation/audio';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { timelineWavBlob } from '../player/timelineWavBlob';
import { useRecorder } from '../RecorderPanel/useRecorder';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { createRecorder } from './createRecorder';
import { createRecordingTimeline } from './createRecordingTimeline';

/** 20 blocks of 64 Ki samples: more than the 16 the timeline keeps in memory. */
const twentyBlocks = 20 * 65536;

/** Blocks stored in IndexedDB for recording `fileName` (any of its namespaces). */
async function storedBlocks(fileName: string): Promise<number> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('dictation-audio-blocks');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!database.objectStoreNames.contains('blocks')) return 0;
    const range = IDBKeyRange.bound([`${fileName}/`, -Infinity], [`${fileName}/\uffff`, Infinity]);
    const request = database.transaction('blocks', 'readonly').objectStore('blocks').count(range);
    return await new Promise<number>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

// Real IndexedDB in Chromium: a recording's sealed blocks leave the heap and go with the page.
describe('the recording timeline in the browser', () => {
  it('keeps sealed blocks in IndexedDB, a few in memory, and deletes them when discarded', async () => {
    const fileName = `timeline-${crypto.randomUUID()}`;
    const timeline = createRecordingTimeline(fileName);
    const speech = synthesizeSpeech(twentyBlocks + 1000);
    timeline.append(speech);
    await timeline.settled();
    expect(await storedBlocks(fileName)).toBe(20);
    expect(timeline.sealedBlocksInMemory).toBe(16);
    expect(timeline.isResident(0, 65536)).toBe(false);
    const read = await timeline.readAsync(0);
    expect(read.length).toBe(speech.length);
    expect(read.findIndex((value, i) => value !== speech[i])).toBe(-1);
    await timeline.discardStoredBlocks();
    expect(await storedBlocks(fileName)).toBe(0);
  });

  it("deletes the recorder's own timeline blocks when it is disposed", async () => {
    const fileName = `recorder-${crypto.randomUUID()}`;
    const recorder = createRecorder({
      fileName,
      engine: createFakeCaptureEngine(),
      uploadAdapter: createFakeAudioServer(),
      storage: createMemoryJournalStorage(),
      notify: () => {},
    });
    recorder.timeline.append(synthesizeSpeech(twentyBlocks));
    await recorder.timeline.settled();
    expect(await storedBlocks(fileName)).toBe(20);
    recorder.dispose();
    await waitFor(async () => expect(await storedBlocks(fileName)).toBe(0), { timeout: 10_000 });
  });

  it('deletes the blocks of the recording page when it goes (the hook unmounts)', async () => {
    const audioKey = `page-${crypto.randomUUID()}`;
    const { result, unmount } = renderHook(() =>
      useRecorder({
        audioKey,
        uploadAdapter: createFakeAudioServer(),
        journal: createMemoryJournalStorage(),
        notify: () => {},
        engine: createFakeCaptureEngine(),
      }),
    );
    await waitFor(() => expect(result.current.recorder).toBeDefined());
    const timeline = result.current.recorder?.timeline;
    timeline?.append(synthesizeSpeech(twentyBlocks));
    await timeline?.settled();
    expect(await storedBlocks(audioKey)).toBe(20);
    unmount();
    await waitFor(async () => expect(await storedBlocks(audioKey)).toBe(0), { timeout: 10_000 });
  });

  it('records, inserts and overwrites over blocks that left memory; the server gets the same audio', async () => {
    const fileName = `integration-${crypto.randomUUID()}`;
    const blockStore = createIndexedDbBlockStore({ namespace: `${fileName}/test` });
    // 4096-sample blocks and one kept: nearly all of the 8 s recorded lives only in IndexedDB.
    const timeline = new PcmTimeline({ blockStore, blockSamples: 4096, cachedBlocks: 1 });
    const engine = createFakeCaptureEngine();
    const server = createFakeAudioServer();
    const recorder = createRecorder({
      fileName,
      engine,
      uploadAdapter: server,
      storage: createMemoryJournalStorage(),
      notify: () => {},
      timeline,
    });
    await recorder.init();
    const take = async (atMs: number, mode: 0 | 1, ms: number) => {
      recorder.setRecordMode(mode);
      expect(await recorder.record(atMs)).toBe(true);
      engine.produce(ms);
      await recorder.stop();
    };
    await take(0, 0, 6000);
    await take(1500, 0, 2000);
    await take(3000, 1, 1500);
    await waitFor(() => expect(recorder.getSnapshot().verifiedHash).toMatch(/^[0-9a-f]{64}$/), {
      timeout: 10_000,
    });
    await timeline.settled();
    expect(timeline.isResident()).toBe(false);
    // The server loses its copy: the whole audio is re-sent in parts read back from IndexedDB.
    server.corrupt(fileName);
    const result = await recorder.finish();
    expect(result).toMatchObject({ resent: true, lengthMs: 8000 });
    expect(result.hash).toBe(await timelineSha256(server.audio(fileName)));
    const wav = await timelineWavBlob(timeline);
    const expected = encodeWav(server.audio(fileName).read(0), { sampleRate: 16000, channels: 1 });
    const played = new Uint8Array(await wav.arrayBuffer());
    expect(played.length).toBe(expected.length);
    expect(played.findIndex((byte, i) => byte !== expected[i])).toBe(-1);
    recorder.dispose();
    await timeline.discardStoredBlocks();
    expect(await storedBlocks(fileName)).toBe(0);
  });
});
