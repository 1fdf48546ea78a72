import type { PeakPyramid } from '@dictation/audio';
import { useEffect, useRef } from 'react';
import { recorderLabels } from '../messages';
import * as styles from './RecorderPanel.css';

export interface RecorderWaveformProps {
  /** Peaks of the timeline, updated incrementally while recording. */
  peaks: PeakPyramid | undefined;
  /** Total samples. */
  lengthSamples: number;
  /** The live position in ms (read every frame while animating). */
  positionMs: () => number;
  /** Redraw every animation frame (while playing or recording). @default false */
  animate?: boolean;
  /** Seconds shown at once; the window scrolls with the position. @default 20 */
  windowSeconds?: number;
}

/**
 * The waveform on a canvas. Only the visible window is drawn, from the peak pyramid's coarsest
 * level that still gives each pixel a bucket, so a 30-minute recording scrolls at 60 fps.
 */
export function RecorderWaveform({
  peaks,
  lengthSamples,
  positionMs,
  animate = false,
  windowSeconds = 20,
}: RecorderWaveformProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !peaks) return;
    let frame = 0;
    const draw = () => {
      const ratio = globalThis.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      const color = getComputedStyle(canvas).color;
      context.clearRect(0, 0, width, height);
      const windowSamples = windowSeconds * 16000;
      const cursor = Math.round(positionMs() * 16);
      // The cursor sits at a third of the width once the recording is longer than the window.
      const start = Math.max(0, Math.min(cursor - windowSamples / 3, lengthSamples - windowSamples));
      const columns = width;
      const { min, max } = peaks.peaks(start, start + windowSamples, columns);
      const middle = height / 2;
      context.fillStyle = color;
      for (let x = 0; x < columns; x++) {
        const top = middle - ((max[x] ?? 0) / 32768) * middle;
        const bottom = middle - ((min[x] ?? 0) / 32768) * middle;
        context.fillRect(x, top, 1, Math.max(1, bottom - top));
      }
      const cursorX = ((cursor - start) / windowSamples) * width;
      context.fillRect(Math.round(cursorX), 0, Math.max(1, ratio), height);
      if (animate) frame = requestAnimationFrame(draw);
    };
    draw();
    // Peaks of audio that had left memory arrive later (read back from IndexedDB): redraw then.
    // While animating the next frame draws them anyway.
    const unsubscribe = peaks.subscribe(() => {
      if (!animate) draw();
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  });

  return (
    <canvas ref={canvasRef} className={styles.waveform} role="img" aria-label={recorderLabels.waveform} />
  );
}
