import { type BlockStore, createMemoryBlockStore, encodeWav, PcmTimeline } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { timelineWavBlob } from './timelineWavBlob';

describe('timelineWavBlob', () => {
  it('is byte for byte the WAV of the whole timeline, across many pieces', async () => {
    const timeline = new PcmTimeline();
    timeline.append(synthesizeSpeech(16000 * 3));
    timeline.insert(16000, synthesizeSpeech(8000, { seed: 2 }));
    timeline.overwrite(100, synthesizeSpeech(50, { seed: 3 }));
    expect(timeline.pieceCount).toBeGreaterThan(2);

    const blob = await timelineWavBlob(timeline);
    expect(blob.type).toBe('audio/wav');
    const expected = encodeWav(timeline.read(0), { sampleRate: 16000, channels: 1 });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(expected);
  });

  it('is a valid empty WAV for an empty timeline', async () => {
    const blob = await timelineWavBlob(new PcmTimeline());
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(
      encodeWav(new Int16Array(0), { sampleRate: 16000, channels: 1 }),
    );
  });

  it('reads blocks that left memory back from the block store', async () => {
    const memory = createMemoryBlockStore();
    // No `peek`: the timeline keeps only its open block and one recent block in memory.
    const blockStore: BlockStore = { put: memory.put, get: memory.get, clear: memory.clear };
    const timeline = new PcmTimeline({ blockStore, blockSamples: 4096, cachedBlocks: 1 });
    timeline.append(synthesizeSpeech(16000 * 2));
    timeline.insert(5000, synthesizeSpeech(3000, { seed: 4 }));
    await timeline.settled();
    expect(timeline.isResident()).toBe(false);
    const blob = await timelineWavBlob(timeline);
    const expected = encodeWav(await timeline.readAsync(0), { sampleRate: 16000, channels: 1 });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(expected);
  });
});
