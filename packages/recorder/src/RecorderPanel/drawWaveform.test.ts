import { PcmTimeline, PeakPyramid } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { drawWaveform, type WaveformContext, type WaveformFrame, waveformView } from './drawWaveform';

/** A context that keeps the bars it was asked to draw. */
function recordingContext() {
  const bars: { x: number; y: number; width: number; height: number; color: string }[] = [];
  const context: WaveformContext & { bars: typeof bars; cleared: number } = {
    bars,
    cleared: 0,
    fillStyle: '',
    clearRect() {
      context.cleared += 1;
      bars.length = 0;
    },
    fillRect(x, y, width, height) {
      bars.push({ x, y, width, height, color: String(context.fillStyle) });
    },
  };
  return context;
}

/** Audio whose loudness grows with time: sample i of second s is +-(s + 1) * 1000. */
function steppedTimeline(seconds: number): PcmTimeline {
  const timeline = new PcmTimeline();
  for (let second = 0; second < seconds; second++) {
    const pcm = new Int16Array(16000);
    for (let i = 0; i < pcm.length; i++) pcm[i] = (i % 2 === 0 ? 1 : -1) * (second + 1) * 1000;
    timeline.append(pcm);
  }
  return timeline;
}

const frame = (timeline: PcmTimeline, cursorSample: number): WaveformFrame => ({
  cursorSample,
  lengthSamples: timeline.lengthSamples,
  windowSamples: 10 * 16000,
  width: 100,
  height: 64,
  color: 'rgb(0, 94, 184)',
  cursorWidth: 2,
});

describe('waveformView', () => {
  it('shows audio that fits the window whole, and longer audio through a window that scrolls from its start to its end', () => {
    const window = 30;
    expect(waveformView(5, 20, window)).toEqual({ start: 0, samples: 20 });
    expect(waveformView(0, 0, window)).toEqual({ start: 0, samples: 1 });
    expect(waveformView(0, 100, window)).toEqual({ start: 0, samples: 30 });
    expect(waveformView(50, 100, window)).toEqual({ start: 35, samples: 30 });
    expect(waveformView(100, 100, window)).toEqual({ start: 70, samples: 30 });
  });
});

/** The column of a frame's position line. */
function drawnCursorColumn(timeline: PcmTimeline, cursorSample: number, width: number): number {
  const peaks = new PeakPyramid(timeline);
  peaks.update(0);
  const context = recordingContext();
  drawWaveform(context, peaks, { ...frame(timeline, cursorSample), width, cursorWidth: 1 });
  return context.bars[width]!.x;
}

describe('the position line agrees with the position slider (issue 23)', () => {
  // The slider's thumb stands at position / length of the audio; the line must stand there too.
  it.each([
    ['a 2 s recording (shorter than the window)', 2, [0, 0.25, 0.5, 0.75, 1]],
    ['a 10 s recording (exactly the window)', 10, [0, 0.3, 0.9]],
    ['a 30 s recording (three windows)', 30, [0, 0.1, 0.5, 0.66, 1]],
  ] as const)('%s', (_, seconds, fractions) => {
    const timeline = steppedTimeline(seconds);
    const width = 1000;
    for (const fraction of fractions) {
      const column = drawnCursorColumn(timeline, fraction * timeline.lengthSamples, width);
      // Within a pixel; at the very end the line stands just inside the canvas.
      expect(Math.abs(column - fraction * width)).toBeLessThanOrEqual(1);
    }
  });
});

describe('drawWaveform', () => {
  it('draws a bar per column from the peaks of the window, and the position line', () => {
    const timeline = steppedTimeline(30);
    const peaks = new PeakPyramid(timeline);
    peaks.update(0);
    const context = recordingContext();
    // At 20 s of 30 s (two thirds), the 10 s window starts two thirds of the other 20 s in: it
    // shows 13.33 s to 23.33 s, the position two thirds across.
    drawWaveform(context, peaks, frame(timeline, 20 * 16000));
    expect(context.cleared).toBe(1);
    const columns = context.bars.slice(0, 100);
    expect(columns.map((bar) => bar.x)).toEqual(Array.from({ length: 100 }, (_, x) => x));
    // Column 10 is 14.33-14.43 s, in the second from 14 s (amplitude 15000): from +15000 to -15000.
    const column10 = columns[10]!;
    expect(column10.y).toBeCloseTo(32 - (15000 / 32768) * 32);
    expect(column10.height).toBeCloseTo((2 * 15000 * 32) / 32768);
    // Louder later: the last column's bar is taller than the first's.
    expect(columns[99]!.height).toBeGreaterThan(columns[0]!.height);
    const line = context.bars[100]!;
    expect(line).toMatchObject({ x: 67, y: 0, width: 2, height: 64, color: 'rgb(0, 94, 184)' });
    expect(context.bars).toHaveLength(101);
  });

  it('stretches a recording shorter than the window over the whole width', () => {
    const timeline = steppedTimeline(2);
    const peaks = new PeakPyramid(timeline);
    peaks.update(0);
    const context = recordingContext();
    drawWaveform(context, peaks, frame(timeline, 16000));
    const columns = context.bars.slice(0, 100);
    // The first second (amplitude 1000) on the left half, the second (2000) on the right half.
    expect(columns[49]!.height).toBeCloseTo((2 * 1000 * 32) / 32768);
    expect(columns[50]!.height).toBeCloseTo((2 * 2000 * 32) / 32768);
    expect(columns[99]!.height).toBeCloseTo((2 * 2000 * 32) / 32768);
    expect(context.bars[100]).toMatchObject({ x: 50 });
  });
});
