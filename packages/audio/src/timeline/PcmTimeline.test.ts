import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msToSamples, samplesToMs } from '../pcm';
import { PcmTimeline } from './PcmTimeline';
import { editArbitrary, expectTimelineMatchesModel } from './timelineEdits.fixture';

const ramp = (from: number, length: number) => Int16Array.from({ length }, (_, i) => from + i);

describe('PcmTimeline', () => {
  it('appends, inserts and overwrites like an array', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 10));
    timeline.insert(5, ramp(100, 3));
    timeline.overwrite(0, ramp(200, 2));
    expect(Array.from(timeline.read(0))).toEqual([200, 201, 2, 3, 4, 100, 101, 102, 5, 6, 7, 8, 9]);
    expect(timeline.lengthSamples).toBe(13);
    expect(timeline.lengthMs).toBe(13 / 16);
  });

  it('extends when an overwrite runs past the end', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 4));
    timeline.overwrite(3, ramp(50, 3));
    expect(Array.from(timeline.read(0))).toEqual([0, 1, 2, 50, 51, 52]);
    timeline.overwrite(6, ramp(9, 1));
    expect(Array.from(timeline.read(0))).toEqual([0, 1, 2, 50, 51, 52, 9]);
  });

  it('rejects negative, fractional and past-the-end positions without changing anything', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 4));
    expect(() => timeline.insert(-1, ramp(0, 1))).toThrow(RangeError);
    expect(() => timeline.insert(5, ramp(0, 1))).toThrow(RangeError);
    expect(() => timeline.insert(1.5, ramp(0, 1))).toThrow(RangeError);
    expect(() => timeline.overwrite(5, ramp(0, 1))).toThrow(RangeError);
    expect(() => timeline.overwrite(Number.NaN, ramp(0, 1))).toThrow(RangeError);
    expect(() => timeline.read(-1, 2)).toThrow(RangeError);
    expect(() => timeline.read(3, 2)).toThrow(RangeError);
    expect(Array.from(timeline.read(0))).toEqual([0, 1, 2, 3]);
  });

  it('treats empty edits as no-ops but still checks the position', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 4));
    timeline.insert(2, new Int16Array(0));
    timeline.overwrite(4, new Int16Array(0));
    timeline.append(new Int16Array(0));
    expect(timeline.lengthSamples).toBe(4);
    expect(() => timeline.insert(9, new Int16Array(0))).toThrow(RangeError);
  });

  it('clamps read end to the length', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 4));
    expect(Array.from(timeline.read(2, 100))).toEqual([2, 3]);
    expect(timeline.read(10, 20).length).toBe(0);
  });

  it('copies its input, so the caller may reuse a block', () => {
    const timeline = new PcmTimeline();
    const block = ramp(0, 3);
    timeline.append(block);
    block.fill(7);
    expect(Array.from(timeline.read(0))).toEqual([0, 1, 2]);
  });

  it('keeps steady appends in few pieces', () => {
    const timeline = new PcmTimeline();
    for (let i = 0; i < 1000; i++) timeline.append(ramp(i, 128));
    // 128 000 samples fit in two 64 Ki-sample blocks.
    expect(timeline.pieceCount).toBe(2);
  });

  it('keeps views from chunks() valid after later edits', () => {
    const timeline = new PcmTimeline();
    timeline.append(ramp(0, 6));
    const [first] = [...timeline.chunks()];
    timeline.overwrite(0, ramp(90, 6));
    expect(Array.from(first ?? [])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('serialises to little-endian bytes', () => {
    const timeline = new PcmTimeline();
    timeline.append(Int16Array.from([1, -2, 0x1234]));
    expect(Array.from(timeline.toBytes())).toEqual([1, 0, 0xfe, 0xff, 0x34, 0x12]);
  });

  it('edits at positions in ms', () => {
    const timeline = new PcmTimeline();
    timeline.append(new Int16Array(32000));
    timeline.insertAtMs(1000, ramp(1, 16));
    timeline.overwriteAtMs(2001, ramp(9, 16));
    expect(timeline.lengthMs).toBe(2002);
    expect(Array.from(timeline.read(16000, 16002))).toEqual([1, 2]);
    expect(Array.from(timeline.read(32016, 32018))).toEqual([9, 10]);
    expect(() => timeline.insertAtMs(-1, ramp(0, 1))).toThrow(RangeError);
  });

  it('converts ms and samples at 16 kHz', () => {
    expect(msToSamples(1000)).toBe(16000);
    expect(msToSamples(0.03)).toBe(0);
    expect(samplesToMs(16000)).toBe(1000);
    expect(samplesToMs(8)).toBe(0.5);
  });

  it('edits across storage blocks and large pieces', () => {
    const timeline = new PcmTimeline();
    const first = ramp(-30000, 70000);
    timeline.append(first);
    timeline.insert(65530, ramp(1000, 100000));
    timeline.overwrite(170000, ramp(5, 100));
    const model = [...first.subarray(0, 65530), ...ramp(1000, 100000), ...first.subarray(65530)];
    model.splice(170000, 100, ...ramp(5, 100));
    expect(timeline.lengthSamples).toBe(model.length);
    expect(Array.from(timeline.read(0))).toEqual(model);
    expect(Array.from(timeline.read(65525, 65540))).toEqual(model.slice(65525, 65540));
  });

  it('matches a naive array model byte for byte and hash for hash (property)', async () => {
    const nodeHex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    await fc.assert(
      fc.asyncProperty(editArbitrary, (edits) => expectTimelineMatchesModel(edits, nodeHex)),
      { numRuns: 200 },
    );
  });
});
