import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PeakPyramid, type PeakSource } from './peaks';
import { PcmTimeline } from './timeline/PcmTimeline';
import { applyToTimeline, type Edit, editArbitrary } from './timeline/timelineEdits.fixture';

const options = { baseBucketSamples: 16, factor: 2, levels: 4 };

function naiveLevel(samples: Int16Array, bucketSamples: number) {
  const min: number[] = [];
  const max: number[] = [];
  for (let at = 0; at < samples.length; at += bucketSamples) {
    const bucket = samples.subarray(at, at + bucketSamples);
    min.push(Math.min(...bucket));
    max.push(Math.max(...bucket));
  }
  return { min, max };
}

/** Counts the samples the pyramid reads, to show updates stay local. */
function countingSource(timeline: PcmTimeline): PeakSource & { read: number } {
  const source = {
    read: 0,
    get lengthSamples() {
      return timeline.lengthSamples;
    },
    *chunks(start: number, end: number) {
      for (const chunk of timeline.chunks(start, end)) {
        source.read += chunk.length;
        yield chunk;
      }
    },
  };
  return source;
}

function updateAfter(pyramid: PeakPyramid, edit: Edit, before: number): void {
  if (edit.kind === 'append') pyramid.update(before);
  else {
    const at = Math.floor(edit.at * before);
    if (edit.kind === 'overwrite') pyramid.update(at, at + edit.pcm.length);
    else pyramid.inserted(at, edit.pcm.length);
  }
}

describe('PeakPyramid', () => {
  it('matches min/max computed from scratch at every level after random edits (property)', () => {
    fc.assert(
      fc.property(editArbitrary, (edits) => {
        const timeline = new PcmTimeline();
        const pyramid = new PeakPyramid(timeline, options);
        for (const edit of edits) {
          const before = timeline.lengthSamples;
          applyToTimeline(timeline, [edit]);
          updateAfter(pyramid, edit, before);
        }
        const samples = timeline.read(0);
        for (const level of pyramid.levels) {
          const expected = naiveLevel(samples, level.bucketSamples);
          expect(Array.from(level.min)).toEqual(expected.min);
          expect(Array.from(level.max)).toEqual(expected.max);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('reads only the appended audio (plus one partial bucket) on append', () => {
    const timeline = new PcmTimeline();
    const source = countingSource(timeline);
    const pyramid = new PeakPyramid(source);
    timeline.append(new Int16Array(16000 * 60).fill(100));
    pyramid.update(0);
    source.read = 0;
    const before = timeline.lengthSamples;
    timeline.append(new Int16Array(16000).fill(-5));
    pyramid.update(before);
    expect(source.read).toBeLessThanOrEqual(16000 + 160);
    expect(pyramid.levels.at(-1)?.min.at(-1)).toBe(-5);
  });

  it('reads only the overwritten range on overwrite', () => {
    const timeline = new PcmTimeline();
    timeline.append(new Int16Array(16000 * 60));
    const source = countingSource(timeline);
    const pyramid = new PeakPyramid(source);
    source.read = 0;
    timeline.overwrite(16000 * 30, new Int16Array(1600).fill(900));
    pyramid.update(16000 * 30, 16000 * 30 + 1600);
    expect(source.read).toBeLessThanOrEqual(1600 + 2 * 160);
    expect(Math.max(...(pyramid.levels[0]?.max ?? []))).toBe(900);
  });

  it('moves buckets instead of re-reading the tail on an insert of whole buckets', () => {
    const timeline = new PcmTimeline();
    timeline.append(Int16Array.from({ length: 16000 * 60 }, (_, i) => ((i * 37) % 2001) - 1000));
    const source = countingSource(timeline);
    const pyramid = new PeakPyramid(source, options);
    source.read = 0;
    for (const [at, length] of [
      [16000 * 10 + 5, 160],
      [3, 32],
      [16000 * 59, 16000],
    ] as const) {
      timeline.insert(at, new Int16Array(length).fill(5000));
      pyramid.inserted(at, length);
    }
    expect(source.read).toBeLessThanOrEqual(160 + 32 + 16000 + 3 * 2 * 16);
    const samples = timeline.read(0);
    for (const level of pyramid.levels) {
      const expected = naiveLevel(samples, level.bucketSamples);
      expect(Array.from(level.max)).toEqual(expected.max);
      expect(Array.from(level.min)).toEqual(expected.min);
    }
  });

  it('draws columns from the levels and straight from audio when zoomed in', () => {
    const timeline = new PcmTimeline();
    timeline.append(Int16Array.from({ length: 1600 }, (_, i) => (i === 800 ? 3000 : i % 7) - 3));
    const pyramid = new PeakPyramid(timeline);
    const wide = pyramid.peaks(0, 1600, 4);
    expect(Array.from(wide.max)).toEqual([3, 3, 2997, 3]);
    expect(Array.from(wide.min)).toEqual([-3, -3, -3, -3]);
    const zoomed = pyramid.peaks(798, 802, 4);
    expect(Array.from(zoomed.max)).toEqual([(798 % 7) - 3, (799 % 7) - 3, 2997, (801 % 7) - 3]);
    const pastEnd = pyramid.peaks(1500, 1700, 2);
    expect(pastEnd.max[1]).toBe(0);
  });

  it('draws zoomed-in columns as each column’s own samples would, at any scale and offset (property)', () => {
    const column = (samples: Int16Array, from: number, to: number) => {
      const own = samples.subarray(from, Math.max(from, to));
      return own.length === 0 ? [0, 0] : [Math.min(...own), Math.max(...own)];
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { minLength: 1, maxLength: 400 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 64 }),
        (values, startFraction, samplesPerColumn, columns) => {
          const samples = Int16Array.from(values);
          const timeline = new PcmTimeline();
          // Appended in pieces, so that a column's samples may lie across two of them.
          for (let at = 0; at < samples.length; at += 37) timeline.append(samples.slice(at, at + 37));
          const pyramid = new PeakPyramid(timeline, options);
          const start = startFraction * samples.length;
          const { min, max } = pyramid.peaks(start, start + samplesPerColumn * columns, columns);
          const expected = Array.from({ length: columns }, (_, index) =>
            column(
              samples,
              Math.floor(start + index * samplesPerColumn),
              Math.floor(start + (index + 1) * samplesPerColumn),
            ),
          );
          expect(Array.from(min, (low, index) => [low, max[index]])).toEqual(expected);
        },
      ),
    );
  });
});
