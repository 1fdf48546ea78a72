import { recordModes } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { PcmTimeline } from './PcmTimeline';
import { applyRecordEdit, type RecordEdit, recordEditEndMs } from './recordEdit';

const block = (value: number, ms: number) => new Int16Array(ms * 16).fill(value);

describe('applyRecordEdit (wire contract: suspend recordMode)', () => {
  it('inserts with recordMode 0 and overwrites with recordMode 1 at positions in ms', () => {
    const timeline = new PcmTimeline();
    applyRecordEdit(timeline, { recordMode: recordModes.insert, startPosition: 0 }, block(1, 100));
    applyRecordEdit(timeline, { recordMode: recordModes.insert, startPosition: 50 }, block(2, 10));
    expect(timeline.lengthMs).toBe(110);
    expect(timeline.read(50 * 16, 60 * 16).every((value) => value === 2)).toBe(true);
    applyRecordEdit(timeline, { recordMode: recordModes.overwrite, startPosition: 100 }, block(3, 20));
    expect(timeline.lengthMs).toBe(120);
    expect(timeline.read(60 * 16, 100 * 16).every((value) => value === 1)).toBe(true);
    expect(timeline.read(100 * 16).every((value) => value === 3)).toBe(true);
  });

  it('rejects unknown modes and positions past the end', () => {
    const timeline = new PcmTimeline();
    expect(() => applyRecordEdit(timeline, { recordMode: 2 } as unknown as RecordEdit, block(1, 1))).toThrow(
      RangeError,
    );
    expect(() => applyRecordEdit(timeline, { recordMode: 0, startPosition: 5 }, block(1, 1))).toThrow(
      RangeError,
    );
  });

  it('computes the end position in whole ms', () => {
    expect(recordEditEndMs(1000, block(0, 250))).toBe(1250);
    expect(recordEditEndMs(0, new Int16Array(24))).toBe(2);
  });
});
