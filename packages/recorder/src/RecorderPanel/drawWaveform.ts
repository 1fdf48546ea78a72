import type { PeakPyramid } from '@dictation/audio';

/** The part of a canvas 2D context the waveform draws with. */
export type WaveformContext = Pick<CanvasRenderingContext2D, 'clearRect' | 'fillRect' | 'fillStyle'>;

export interface WaveformFrame {
  /** Where the position line is, in samples. */
  cursorSample: number;
  /** Length of the audio, in samples. */
  lengthSamples: number;
  /** The most samples shown across the width (a shorter recording is stretched to fill it). */
  windowSamples: number;
  /** Canvas size in device pixels. */
  width: number;
  height: number;
  color: string;
  /** Width of the position line in device pixels (the device pixel ratio). */
  cursorWidth: number;
}

/** The samples shown: the whole audio when it fits the window, else a window that scrolls. */
export interface WaveformView {
  start: number;
  samples: number;
}

/**
 * What the waveform shows, chosen so that its position line stands at the same fraction of the
 * width as the position slider's thumb (issue 23: they disagreed about where the cursor was).
 * Audio that fits the window fills the width. Longer audio shows a window that starts as far
 * into the audio as keeps the position at its fraction of the length: the start at the start,
 * the end at the end, and the window never runs past either.
 */
export function waveformView(
  cursorSample: number,
  lengthSamples: number,
  windowSamples: number,
): WaveformView {
  if (lengthSamples <= windowSamples) return { start: 0, samples: Math.max(1, lengthSamples) };
  const cursor = Math.max(0, Math.min(cursorSample, lengthSamples));
  return { start: cursor * (1 - windowSamples / lengthSamples), samples: windowSamples };
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
  const { width, height } = frame;
  context.clearRect(0, 0, width, height);
  const view = waveformView(frame.cursorSample, frame.lengthSamples, frame.windowSamples);
  const { min, max } = peaks.peaks(view.start, view.start + view.samples, width);
  const middle = height / 2;
  context.fillStyle = frame.color;
  for (let x = 0; x < width; x++) {
    const top = middle - ((max[x] ?? 0) / 32768) * middle;
    const bottom = middle - ((min[x] ?? 0) / 32768) * middle;
    context.fillRect(x, top, 1, Math.max(1, bottom - top));
  }
  const cursorX = ((frame.cursorSample - view.start) / view.samples) * width;
  // The line is drawn whole: at the very end it stands just inside the right edge.
  const lineWidth = Math.max(1, frame.cursorWidth);
  context.fillRect(Math.min(Math.round(cursorX), width - lineWidth), 0, lineWidth, height);
}
