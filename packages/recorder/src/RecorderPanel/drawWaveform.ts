import type { PeakPyramid } from '@dictation/audio';

/** The part of a canvas 2D context the waveform draws with. */
export type WaveformContext = Pick<CanvasRenderingContext2D, 'clearRect' | 'fillRect' | 'fillStyle'>;

export interface WaveformFrame {
  /** Where the position line is, in samples. */
  cursorSample: number;
  /** Length of the audio, in samples. */
  lengthSamples: number;
  /** Samples shown across the width. */
  windowSamples: number;
  /** Canvas size in device pixels. */
  width: number;
  height: number;
  color: string;
  /** Width of the position line in device pixels (the device pixel ratio). */
  cursorWidth: number;
}

/**
 * The first sample shown: the window starts at 0 until the audio outgrows it, then keeps the
 * position a third of the way in, and stops scrolling at the end of the audio.
 */
export function waveformWindowStart(
  cursorSample: number,
  lengthSamples: number,
  windowSamples: number,
): number {
  return Math.max(0, Math.min(cursorSample - windowSamples / 3, lengthSamples - windowSamples));
}

/**
 * One frame of the waveform: a bar per pixel column from the peak pyramid (which answers from
 * its coarsest level that still gives each column a bucket, so the cost follows the width, not
 * the length of the recording), and the position line.
 */
export function drawWaveform(
  context: WaveformContext,
  peaks: Pick<PeakPyramid, 'peaks'>,
  frame: WaveformFrame,
): void {
  const { width, height, windowSamples } = frame;
  context.clearRect(0, 0, width, height);
  const start = waveformWindowStart(frame.cursorSample, frame.lengthSamples, windowSamples);
  const { min, max } = peaks.peaks(start, start + windowSamples, width);
  const middle = height / 2;
  context.fillStyle = frame.color;
  for (let x = 0; x < width; x++) {
    const top = middle - ((max[x] ?? 0) / 32768) * middle;
    const bottom = middle - ((min[x] ?? 0) / 32768) * middle;
    context.fillRect(x, top, 1, Math.max(1, bottom - top));
  }
  const cursorX = ((frame.cursorSample - start) / windowSamples) * width;
  context.fillRect(Math.round(cursorX), 0, Math.max(1, frame.cursorWidth), height);
}
