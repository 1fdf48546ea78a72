import { type BlockStore, createMemoryBlockStore, PcmTimeline, timelineSha256 } from '@dictation/audio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingJournal } from '../journal/createRecordingJournal';
import type { JournalStorage } from '../journal/journalStorage';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { createRecordingWriter } from '../session/createRecordingWriter';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { completeWithAudioRetry } from './completeWithAudioRetry';
import { createUploader, type UploaderOptions } from './createUploader';

const fileName = 'audio-key-1';

function createParts(
  storage: JournalStorage,
  server: ReturnType<typeof createFakeAudioServer>,
  timeline: PcmTimeline,
  more: Partial<UploaderOptions> = {},
) {
  const journal = createRecordingJournal(storage, fileName);
  const uploader = createUploader({
    journal,
    uploadAdapter: server,
    writerId: () => storage.writerId(),
    timeline,
    storePartBytes: 40_000,
    ...more,
  });
  const writer = createRecordingWriter({
    timeline,
    journal,
    onSealed: (operation) => uploader.record(operation),
  });
  return { journal, uploader, writer };
}

function setup(
  storage = createMemoryJournalStorage(),
  server = createFakeAudioServer(),
  timeline = new PcmTimeline(),
) {
  return { storage, server, timeline, ...createParts(storage, server, timeline) };
}

/** Records `seconds` of speech in engine-sized frames (100 ms, plus an odd tail). */
async function record(
  writer: ReturnType<typeof setup>['writer'],
  atMs: number,
  mode: 0 | 1,
  seconds: number,
  seed: number,
) {
  await writer.begin(atMs, mode);
  const total = seconds * 16000 + 7;
  for (let offset = 0; offset < total; offset += 1600) {
    writer.write(synthesizeSpeech(Math.min(1600, total - offset), { seed, offset }));
  }
  await writer.end();
}

describe('uploader with the fake server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the frames in order and the server audio equals the local audio', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    expect(await uploader.flush()).toBe(true);
    const starts = server.suspendCalls.map((call) => call.startPosition);
    expect(starts).toEqual([0, 2000, 4000]);
    expect(server.suspendCalls.at(-1)?.endPosition).toBe(5001);
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('says how much audio waits for the server until it is acknowledged', async () => {
    const { uploader, writer } = setup();
    expect(uploader.status()).toMatchObject({ pendingOperations: 0, pendingMs: 0 });
    await record(writer, 0, 0, 5, 1);
    // 5 s and 7 samples: the odd tail counts as a whole ms.
    expect(uploader.status()).toMatchObject({ pendingOperations: 3, pendingMs: 5001 });
    expect(await uploader.flush()).toBe(true);
    expect(uploader.status()).toMatchObject({ pendingOperations: 0, pendingMs: 0 });
  });

  it('applies rewind-and-insert and overwrite the same way on both sides', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 6, 1);
    await record(writer, 1500, 0, 3, 2);
    await record(writer, 7000, 1, 4, 3);
    await uploader.flush();
    expect(timeline.lengthMs).toBe(11001);
    expect(server.suspendCalls.filter((call) => call.recordMode === 1)).not.toHaveLength(0);
    const result = await uploader.finish();
    expect(result).toMatchObject({ resent: false, lengthMs: 11001 });
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('marks acknowledged operations in the journal and keeps them: they are the local copy', async () => {
    const { storage, journal, uploader, writer } = setup();
    await writer.begin(0, 0);
    for (let offset = 0; offset < 7 * 16000; offset += 1600) {
      writer.write(synthesizeSpeech(1600, { offset }));
    }
    // Sealed operations reach the upload queue once journaled.
    await journal.updateSession({});
    expect(uploader.status().pendingOperations).toBe(3);
    await uploader.flush();
    expect(uploader.status().pendingOperations).toBe(0);
    // Sealed and sent: 0-2, acknowledged in the order they were journaled; 3 is still growing.
    await vi.waitFor(async () =>
      expect(
        (await storage.list(fileName)).map((operation) => [operation.sequence, operation.acknowledged]),
      ).toEqual([
        [0, true],
        [1, true],
        [2, true],
        [3, undefined],
      ]),
    );
    await writer.end();
    await uploader.flush();
    await vi.waitFor(async () =>
      expect((await storage.list(fileName)).every((operation) => operation.acknowledged)).toBe(true),
    );
  });

  it("sends each operation with its own id and this browser's writer id", async () => {
    const { server, storage, uploader, writer } = setup();
    await record(writer, 0, 0, 3, 1);
    await uploader.flush();
    const ids = server.suspendCalls.map((call) => call.operationId);
    expect(new Set(ids).size).toBe(2);
    expect(server.suspendCalls.every((call) => call.writerId === undefined)).toBe(false);
    expect(new Set(server.suspendCalls.map((call) => call.writerId))).toEqual(
      new Set([await storage.writerId()]),
    );
  });

  it('sends nothing before the journal base is stored', async () => {
    const { server, uploader, writer } = setup();
    let storeBase = () => {};
    uploader.holdUntil(new Promise<void>((resolve) => (storeBase = resolve)));
    await record(writer, 0, 0, 3, 1);
    const flushed = uploader.flush();
    await vi.advanceTimersByTimeAsync(100);
    expect(server.suspendCalls).toHaveLength(0);
    storeBase();
    expect(await flushed).toBe(true);
    expect(server.suspendCalls).toHaveLength(2);
  });

  it('uploads an operation only once it is in the journal', async () => {
    const storage = createMemoryJournalStorage();
    let journaled: (() => void) | undefined;
    const add = storage.add;
    storage.add = async (operation) => {
      await new Promise<void>((resolve) => {
        journaled = resolve;
      });
      return add(operation);
    };
    const { server, uploader, writer } = setup(storage);
    await writer.begin(0, 0);
    writer.write(synthesizeSpeech(32_000));
    await vi.waitFor(() => expect(journaled).toBeDefined());
    await uploader.flush();
    expect(server.suspendCalls).toHaveLength(0);
    journaled?.();
    await vi.waitFor(() => expect(uploader.status().pendingOperations).toBe(1));
    await uploader.flush();
    expect(server.suspendCalls).toHaveLength(1);
  });

  it('when the server refuses an operation outright, re-sends the whole audio once nothing is captured', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 3, 1);
    await uploader.flush();
    // The server lost the end of its audio: the next operation no longer fits.
    server.truncate(fileName, 1000);
    await record(writer, 3001, 0, 3, 2);
    expect(await uploader.flush()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(uploader.status()).toMatchObject({ pendingOperations: 0, failures: 0 }));
    expect(server.storeCalls.at(-1)?.isLastPart).toBe(true);
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('tells once that another writer holds the recording and goes on when it lets go', async () => {
    const server = createFakeAudioServer({ writerLeaseMs: 10_000 });
    const storage = createMemoryJournalStorage();
    const timeline = new PcmTimeline();
    const journal = createRecordingJournal(storage, fileName);
    const onWriterConflict = vi.fn();
    const uploader = createUploader({
      journal,
      uploadAdapter: server,
      writerId: () => storage.writerId(),
      timeline,
      onWriterConflict,
    });
    const writer = createRecordingWriter({
      timeline,
      journal,
      onSealed: (operation) => uploader.record(operation),
    });
    server.otherWriter(fileName);
    await record(writer, 0, 0, 3, 1);
    expect(await uploader.flush()).toBe(false);
    await vi.advanceTimersByTimeAsync(7000);
    expect(onWriterConflict).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(8000);
    expect(uploader.status()).toMatchObject({ pendingOperations: 0, failures: 0 });
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('uploads every 5 s once started', async () => {
    const { server, uploader, writer } = setup();
    uploader.start();
    await record(writer, 0, 0, 3, 1);
    expect(server.suspendCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.suspendCalls).toHaveLength(2);
    uploader.dispose();
  });

  it('retries a failed call with a growing back-off and keeps the order', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 4, 1);
    server.failNext(3);
    expect(await uploader.flush()).toBe(false);
    expect(uploader.status()).toMatchObject({ state: 'retrying', failures: 1, lastError: 'Failed to fetch' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploader.status().failures).toBe(2);
    // The second retry waits twice as long: nothing happens after another 1 s.
    const callsBefore = server.suspendCalls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.suspendCalls).toHaveLength(callsBefore);
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploader.status().failures).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(uploader.status()).toMatchObject({ state: 'idle', pendingOperations: 0, failures: 0 });
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('keeps the back-off while finishing: one attempt per delay, not one per waiting caller', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 1, 1);
    server.failNext(3);
    const finished = uploader.finish();
    const attemptsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return server.suspendCalls.length;
    };
    // Attempts at 0, 1 s, 3 s and 7 s (delays 1, 2, 4 s), each failure ending at once.
    expect(await attemptsAfter(0)).toBe(1);
    expect(await attemptsAfter(999)).toBe(1);
    expect(await attemptsAfter(1)).toBe(2);
    expect(await attemptsAfter(1999)).toBe(2);
    expect(await attemptsAfter(1)).toBe(3);
    expect(await attemptsAfter(3999)).toBe(3);
    expect(await attemptsAfter(1)).toBe(4);
    expect(await finished).toMatchObject({ resent: false, lengthMs: Math.round(timeline.lengthMs) });
  });

  it('asks for the hash check again when it is lost on the network, and says it is retrying', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 1, 1);
    expect(await uploader.flush()).toBe(true);
    const checked = vi.spyOn(server, 'completeSuspendWithLength');
    server.failNext(2);
    const finished = uploader.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(uploader.status()).toMatchObject({ state: 'retrying', failures: 1, lastError: 'Failed to fetch' });
    // Again after 1 s (lost again), then after 2 s more (answered).
    await vi.advanceTimersByTimeAsync(1000);
    expect(checked).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checked).toHaveBeenCalledTimes(3);
    expect(await finished).toMatchObject({ resent: false, lengthMs: Math.round(timeline.lengthMs) });
    expect(uploader.status()).toMatchObject({ state: 'synced', failures: 0 });
  });

  it('hashes the local audio once for a check asked again, and anew once more was recorded', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 1, 1);
    expect(await uploader.flush()).toBe(true);
    const checked = vi.spyOn(server, 'completeSuspendWithLength');
    const reads = vi.spyOn(timeline, 'readChunks');
    server.failNext(2);
    const finished = uploader.finish();
    await vi.advanceTimersByTimeAsync(3000);
    await finished;
    expect(checked).toHaveBeenCalledTimes(3);
    expect(reads).toHaveBeenCalledTimes(1);
    await record(writer, 1000, 0, 1, 2);
    await uploader.finish();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('holds a retried hash check while a new recording is under way, and checks what it added', async () => {
    let capturing = false;
    const [storage, server, timeline] = [
      createMemoryJournalStorage(),
      createFakeAudioServer(),
      new PcmTimeline(),
    ];
    const { uploader, writer } = createParts(storage, server, timeline, { isCapturing: () => capturing });
    await record(writer, 0, 0, 1, 1);
    const checked = vi.spyOn(server, 'completeSuspendWithLength');
    // The check is the call that fails (the operation was sent before it).
    expect(await uploader.flush()).toBe(true);
    server.failNext(1);
    const finished = uploader.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(checked).toHaveBeenCalledTimes(1);
    capturing = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(checked).toHaveBeenCalledTimes(1);
    await record(writer, 1000, 0, 1, 2);
    capturing = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(checked).toHaveBeenCalledTimes(2);
    // Both recordings (1 s and 7 samples each), sent before the check and matched by it.
    expect(await finished).toMatchObject({ resent: false, lengthMs: 2002 });
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('an operation sent twice (answer lost) is applied once, and two equal-looking ones twice', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 4, 1);
    server.loseAnswers(1);
    await uploader.flush();
    await vi.advanceTimersByTimeAsync(1000);
    const first = server.suspendCalls[0];
    expect(server.suspendCalls.filter((call) => call.startPosition === first?.startPosition)).toHaveLength(2);
    expect(server.audio(fileName).lengthMs).toBe(timeline.lengthMs);
    expect((await uploader.finish()).resent).toBe(false);
    // The same silence inserted twice at the same place is two operations.
    const silence = new Int16Array(16_000);
    for (let take = 0; take < 2; take += 1) {
      await writer.begin(0, 0);
      writer.write(silence);
      await writer.end();
    }
    expect((await uploader.finish()).resent).toBe(false);
    expect(server.audio(fileName).lengthMs).toBe(timeline.lengthMs);
  });

  it('re-sends the whole audio in base64 parts when the hashes differ', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    await uploader.flush();
    server.corrupt(fileName);
    const result = await uploader.finish();
    expect(result.resent).toBe(true);
    // 5001 ms = 160032 bytes in 40000-byte parts: 5 parts, only the last one marked.
    expect(server.storeCalls.map((call) => call.isLastPart)).toEqual([false, false, false, false, true]);
    expect(server.storeCalls.every((call) => call.length === 5001 && call.audioKey === fileName)).toBe(true);
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
    expect(uploader.status().state).toBe('synced');
  });

  it('a re-send after a failed hash check sends what was recorded meanwhile after it, not beside it', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    await uploader.flush();
    server.corrupt(fileName);
    // The re-send's last part is slow to arrive: a recording starts and stops meanwhile.
    const store = server.storeWithLength.bind(server);
    let arrive = () => {};
    const lastPartHeld = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let lastPartSent = false;
    server.storeWithLength = async (request) => {
      if (request.isLastPart && !lastPartSent) {
        lastPartSent = true;
        await lastPartHeld;
      }
      return store(request);
    };
    const finished = uploader.finish();
    await vi.waitFor(() => expect(lastPartSent).toBe(true));
    await record(writer, 5001, 0, 1, 2);
    const flushed = uploader.flush();
    // Whatever that flush sends goes now, before the re-send's last part arrives.
    await vi.advanceTimersByTimeAsync(100);
    arrive();
    await flushed;
    // The server holds the re-sent audio and the second recording after it: the check matches.
    expect(await finished).toMatchObject({ resent: true, lengthMs: 6002 });
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
    expect(uploader.status()).toMatchObject({ state: 'synced', pendingOperations: 0 });
  });

  it("stays 'synced' through flushes with nothing to send, until the audio changes", async () => {
    const { uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    await uploader.finish();
    expect(uploader.status().state).toBe('synced');
    await uploader.flush();
    expect(uploader.status().state).toBe('synced');
    await record(writer, 5000, 0, 1, 2);
    await uploader.flush();
    expect(uploader.status().state).toBe('idle');
  });

  it('re-sends part by part from a timeline whose blocks left memory', async () => {
    // Without `peek` the timeline keeps only its open block and one recent block (1024 samples each).
    const memory = createMemoryBlockStore();
    const blockStore: BlockStore = { put: memory.put, get: memory.get, clear: memory.clear };
    const timeline = new PcmTimeline({ blockStore, blockSamples: 1024, cachedBlocks: 1 });
    const { server, uploader, writer } = setup(undefined, undefined, timeline);
    await record(writer, 0, 0, 4, 1);
    await record(writer, 1000, 0, 1, 2);
    await record(writer, 2500, 1, 1, 3);
    await uploader.flush();
    await timeline.settled();
    expect(timeline.isResident()).toBe(false);
    server.corrupt(fileName);
    const result = await uploader.finish();
    expect(result).toMatchObject({ resent: true, lengthMs: 5002 });
    expect(server.storeCalls.map((call) => call.isLastPart)).toEqual([false, false, false, false, true]);
    expect(await timelineSha256(server.audio(fileName))).toBe(result.hash);
  });

  it('keeps the capturing marker and the frames of the growing operation before any upload', async () => {
    const { storage, server, writer } = setup();
    await writer.begin(0, 0);
    for (let offset = 0; offset < 16000; offset += 800) writer.write(synthesizeSpeech(800, { offset }));
    // Every delivery is journaled when it arrives, not when an upload succeeds.
    await vi.waitFor(async () => expect((await storage.list(fileName))[0]?.pcm.length).toBe(16000));
    expect((await storage.readSession(fileName))?.capturing).toBe(true);
    expect((await storage.readSession(fileName))?.cursorMs).toBe(1000);
    expect(server.suspendCalls).toHaveLength(0);
  });

  it("a re-send waiting out a failed part's back-off tries again at once when asked (a stop after the network is back)", async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    await uploader.flush();
    server.corrupt(fileName);
    // The re-send's first part fails five times (no network): 1, 2, 4 and 8 s apart, then 16 s.
    const store = server.storeWithLength.bind(server);
    let attempts = 0;
    server.storeWithLength = async (request) => {
      attempts += 1;
      if (attempts <= 5) throw new TypeError('Failed to fetch');
      return store(request);
    };
    const finished = uploader.finish();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(attempts).toBe(5);
    // The network is back and the user asks (a stop): the part goes at once, not in 16 s.
    void uploader.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBeGreaterThan(5);
    expect((await finished).resent).toBe(true);
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('re-sends from the first part under a new upload id when the server lost the upload', async () => {
    const { server, timeline, uploader, writer } = setup();
    await record(writer, 0, 0, 5, 1);
    await uploader.flush();
    server.corrupt(fileName);
    // The second part finds the upload gone (another writer's re-send replaced it).
    const store = server.storeWithLength.bind(server);
    let calls = 0;
    server.storeWithLength = async (request) => {
      calls += 1;
      if (calls === 2)
        return store({ ...request, uploadId: 'someone-else', part: 0 }).then(() => store(request));
      return store(request);
    };
    const finished = uploader.finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect((await finished).resent).toBe(true);
    const ours = server.storeCalls.filter((call) => call.uploadId !== 'someone-else');
    const uploadIds = [...new Set(ours.map((call) => call.uploadId))];
    // The first upload got to part 1 and was refused; the second went through from part 0.
    expect(uploadIds).toHaveLength(2);
    expect(ours.filter((call) => call.uploadId === uploadIds[1]).map((call) => call.part)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(await timelineSha256(server.audio(fileName))).toBe(await timelineSha256(timeline));
  });

  it('the emergency store sends the oldest unacknowledged operation with keepalive', async () => {
    const { server, uploader, writer } = setup();
    await record(writer, 0, 0, 3, 1);
    expect(uploader.emergencyStore()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.suspendCalls).toEqual([
      expect.objectContaining({
        fileName,
        recordMode: 0,
        startPosition: 0,
        endPosition: 2000,
        keepalive: true,
      }),
    ]);
    expect(uploader.status().pendingOperations).toBe(1);
  });
});

describe('completeWithAudioRetry (spec 000 section 8)', () => {
  const shortAudio = new Error('Audio length is 4000 ms');

  it('stores the audio and retries when the server saw a short audio but the local one is longer', async () => {
    const complete = vi.fn().mockRejectedValueOnce(shortAudio).mockResolvedValueOnce('done');
    const storeAudio = vi.fn().mockResolvedValue(undefined);
    await expect(completeWithAudioRetry({ complete, storeAudio, localLengthMs: () => 9000 })).resolves.toBe(
      'done',
    );
    expect(storeAudio).toHaveBeenCalledOnce();
    expect(complete).toHaveBeenCalledTimes(2);
  });

  it('also stores and retries when the server audio differs from the expected audio', async () => {
    const differs = new Error('The stored audio differs from the recording (length is 12000 ms)');
    const complete = vi.fn().mockRejectedValueOnce(differs).mockResolvedValueOnce('done');
    const storeAudio = vi.fn().mockResolvedValue(undefined);
    await expect(completeWithAudioRetry({ complete, storeAudio, localLengthMs: () => 14_000 })).resolves.toBe(
      'done',
    );
    expect(storeAudio).toHaveBeenCalledOnce();
  });

  it('passes the error on when the local audio is not longer than 4000 ms', async () => {
    const complete = vi.fn().mockRejectedValue(shortAudio);
    const storeAudio = vi.fn();
    await expect(completeWithAudioRetry({ complete, storeAudio, localLengthMs: () => 4000 })).rejects.toBe(
      shortAudio,
    );
    expect(storeAudio).not.toHaveBeenCalled();
  });

  it('passes other errors on', async () => {
    const other = new Error('Please pick a priority');
    const storeAudio = vi.fn();
    await expect(
      completeWithAudioRetry({
        complete: () => Promise.reject(other),
        storeAudio,
        localLengthMs: () => 9000,
      }),
    ).rejects.toBe(other);
    expect(storeAudio).not.toHaveBeenCalled();
  });
});
