import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeWav, PcmTimeline, probeDuration, sha256Hex, timelineSha256 } from './index';
import { makeMp3, mp3DurationMs } from './probeFiles.fixture';

// The sandbox runs this package in plain Node (no jsdom globals): the whole entry must load and
// work there, including music-metadata's Node entry and node:crypto hashing.
describe('@dictation/audio in Node', () => {
  it('edits, hashes and probes', async () => {
    const timeline = new PcmTimeline();
    timeline.append(Int16Array.from({ length: 48000 }, (_, i) => i % 1000));
    timeline.insertAtMs(500, new Int16Array(160).fill(-7));
    const bytes = timeline.toBytes();
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await timelineSha256(timeline)).toBe(expected);
    expect(await timelineSha256(timeline, 'portable')).toBe(expected);
    expect(await sha256Hex([bytes.subarray(0, 7), bytes.subarray(7)])).toBe(expected);
    expect(
      (await probeDuration(encodeWav(timeline.read(0), { sampleRate: 16000, channels: 1 }), 'a.wav'))
        .durationMs,
    ).toBe(timeline.lengthMs);
    expect((await probeDuration(makeMp3(50), 'a.mp3')).durationMs).toBe(mp3DurationMs(50));
  });
});
