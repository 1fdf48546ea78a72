import { describe, expect, it } from 'vitest';
import { createBrowserMicrophoneEngine } from '../engine/createBrowserMicrophoneEngine';
import { createIndexedDbJournalStorage } from './indexedDbJournalStorage';

const operation = (sequence: number, fileName = 'key-a') => ({
  fileName,
  sequence,
  recordMode: 0 as const,
  startMs: sequence * 2000,
  pcm: new Int16Array(32).map((_, i) => i * (sequence + 1)),
});

describe('IndexedDB journal (real Chromium)', () => {
  it('keeps operations in order across a reopen (a reload) until removed, per recording', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const first = createIndexedDbJournalStorage({ databaseName });
    await first.add(operation(1));
    await first.add(operation(0));
    await first.add(operation(0, 'key-b'));
    await first.writeSession({ fileName: 'key-a', capturing: true, nextSequence: 2, updatedAt: 1 });

    const reopened = createIndexedDbJournalStorage({ databaseName });
    const listed = await reopened.list('key-a');
    expect(listed.map((entry) => entry.sequence)).toEqual([0, 1]);
    expect(Array.from(listed[1]?.pcm ?? [])).toEqual(Array.from(operation(1).pcm));
    expect(await reopened.readSession('key-a')).toMatchObject({ capturing: true, nextSequence: 2 });
    expect((await reopened.sessions()).map((session) => session.fileName).sort()).toEqual(['key-a', 'key-b']);

    await reopened.remove('key-a', [0]);
    expect((await reopened.list('key-a')).map((entry) => entry.sequence)).toEqual([1]);
    await reopened.clear('key-a');
    expect(await reopened.list('key-a')).toEqual([]);
    expect(await reopened.readSession('key-a')).toBeUndefined();
    expect(await reopened.list('key-b')).toHaveLength(1);
  });
});

describe('browser microphone engine (fake media stream)', () => {
  it('captures 16 kHz frames through the worklet and delivers the last block on stop', async () => {
    const engine = createBrowserMicrophoneEngine();
    expect(engine.isSupported()).toBe(true);
    const devices = await engine.listDevices();
    expect(devices.length).toBeGreaterThan(0);
    const blocks: Int16Array[] = [];
    await engine.start(devices[0]?.id ?? '', { frames: (pcm) => blocks.push(pcm), ended: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await engine.stop();
    const samples = blocks.reduce((total, block) => total + block.length, 0);
    expect(samples).toBeGreaterThan(1600);
    expect(blocks.some((block) => block.some((sample) => sample !== 0))).toBe(true);
  });
});
