import { describe, expect, it } from 'vitest';
import { createChunkFaults } from './chunkFaults';

const chunk = (sequence: number) => ({ sequence, positionMs: sequence * 100, data: `frames ${sequence}` });
const sequences = (chunks: { sequence: number }[]) => chunks.map((sent) => sent.sequence);

describe('createChunkFaults', () => {
  it('sends every chunk once, as it is, while nothing is armed', () => {
    const faults = createChunkFaults();
    expect(faults.send(chunk(0))).toEqual([chunk(0)]);
    expect(faults.send(chunk(1))).toEqual([chunk(1)]);
    expect(faults.flush()).toEqual([]);
    expect(faults.state()).toEqual({ pending: [], applied: [] });
  });

  it('applies armed faults to the next chunks in the order they were armed', () => {
    const faults = createChunkFaults();
    faults.arm('drop', 2);
    faults.arm('repeat', 1);
    faults.arm('late', 1);
    expect(faults.state().pending).toEqual([
      { fault: 'drop', count: 2 },
      { fault: 'repeat', count: 1 },
      { fault: 'late', count: 1 },
    ]);

    const sent = [0, 1, 2, 3, 4, 5].map((sequence) => sequences(faults.send(chunk(sequence))));
    // 0 and 1 lost, 2 twice, 3 held until 4 has gone out, 5 untouched.
    expect(sent).toEqual([[], [], [2, 2], [], [4, 3], [5]]);
    expect(faults.state()).toEqual({
      pending: [],
      applied: [
        { fault: 'drop', sequence: 0, positionMs: 0 },
        { fault: 'drop', sequence: 1, positionMs: 100 },
        { fault: 'repeat', sequence: 2, positionMs: 200 },
        { fault: 'late', sequence: 3, positionMs: 300 },
      ],
    });
  });

  it('keeps late chunks in their order behind a dropped successor, and hands them over once at the end', () => {
    const faults = createChunkFaults();
    faults.arm('late', 2);
    faults.arm('drop', 1);
    expect([0, 1, 2].flatMap((sequence) => faults.send(chunk(sequence)))).toEqual([]);
    expect(sequences(faults.flush())).toEqual([0, 1]);
    expect(faults.flush()).toEqual([]);
    expect(faults.send(chunk(3))).toEqual([chunk(3)]);
  });

  it('refuses a count that is not a positive integer', () => {
    const faults = createChunkFaults();
    expect(() => faults.arm('drop', 0)).toThrow(RangeError);
    expect(() => faults.arm('drop', 1.5)).toThrow(RangeError);
    expect(faults.state().pending).toEqual([]);
  });
});
