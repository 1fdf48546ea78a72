import { PcmTimeline, PeakPyramid } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { drawWaveform, type WaveformContext, type WaveformFrame, waveformWindowStart } from './drawWaveform';

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

describe('waveformWindowStart', () => {
  it('starts at 0 until the audio outgrows the window, then keeps the position a third in, up to the end', () => {
    const window = 30;
    expect(waveformWindowStart(5, 20, window)).toBe(0);
    expect(waveformWindowStart(5, 100, window)).toBe(0);
    expect(waveformWindowStart(40, 100, window)).toBe(30);
    expect(waveformWindowStart(95, 100, window)).toBe(70);
  });
});

describe('drawWaveform', () => {
  it('draws a bar per column from the peaks of the window, and the position line', () => {
    const timeline = steppedTimeline(30);
    const peaks = new PeakPyramid(timeline);
    peaks.update(0);
    const context = recordingContext();
    // At 20 s in a 30 s recording the 10 s window shows 16.67 s to 26.67 s.
    drawWaveform(context, peaks, frame(timeline, 20 * 16000));
    expect(context.cleared).toBe(1);
    const columns = context.bars.slice(0, 100);
    expect(columns.map((bar) => bar.x)).toEqual(Array.from({ length: 100 }, (_, x) => x));
    // Column 10 is 17.67-17.77 s, in the second from 17 s (amplitude 18000): from +18000 to -18000.
    const column10 = columns[10]!;
    expect(column10.y).toBeCloseTo(32 - (18000 / 32768) * 32);
    expect(column10.height).toBeCloseTo((2 * 18000 * 32) / 32768);
    // Louder later: the last column's bar is taller than the first's.
    expect(columns[99]!.height).toBeGreaterThan(columns[0]!.height);
    const line = context.bars[100]!;
    expect(line).toMatchObject({ x: 33, y: 0, width: 2, height: 64, color: 'rgb(0, 94, 184)' });
    expect(context.bars).toHaveLength(101);
  });

  it('draws silence past the end of a recording shorter than the window as flat one-pixel bars', () => {
    const timeline = steppedTimeline(2);
    const peaks = new PeakPyramid(timeline);
    peaks.update(0);
    const context = recordingContext();
    drawWaveform(context, peaks, frame(timeline, 16000));
    const afterTheAudio = context.bars.slice(30, 100);
    expect(afterTheAudio.every((bar) => bar.height === 1 && bar.y === 32)).toBe(true);
    expect(context.bars[100]).toMatchObject({ x: 10 });
  });
});
