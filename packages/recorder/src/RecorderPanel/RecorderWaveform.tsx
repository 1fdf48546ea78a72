import type { PeakPyramid } from '@dictation/audio';
import { SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import { useEffect, useRef } from 'react';
import { recorderLabels } from '../messages';
import { type CanvasSize, observeCanvasSize } from './canvasSize';
import { drawWaveform } from './drawWaveform';
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
  /**
   * The most seconds shown at once: shorter audio fills the width, longer audio scrolls so that
   * the position line stands where the position slider's thumb does. @default 20
   */
  windowSeconds?: number;
}

/**
 * The waveform on a canvas. Only the visible window is drawn, from the peak pyramid's coarsest
 * level that still gives each pixel a bucket, so a 30-minute recording scrolls at 60 fps
 * (`npm run bench -- waveform`).
 */
export function RecorderWaveform({
  peaks,
  lengthSamples,
  positionMs,
  animate = false,
  windowSeconds = 20,
}: RecorderWaveformProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The canvas's size as the browser last laid it out (a ResizeObserver), not read as it draws:
  // that read laid the page out again in each frame of a recording page opening (issue 33).
  const size = useRef<CanvasSize | null>(null);
  // What the canvas shows: a render that changes none of it draws nothing.
  const shown = useRef<{ peaks: PeakPyramid; frame: string } | null>(null);
  const paintNow = useRef(() => {});

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return observeCanvasSize(canvas, (next) => {
      size.current = next;
      paintNow.current();
    });
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !peaks) return;
    let frame = 0;
    const paint = () => {
      // Not laid out yet: the size's first report paints.
      if (!size.current) return;
      const { width, height, ratio } = size.current;
      const cursorSample = Math.round(positionMs() * samplesPerMs);
      const showing = `${width}x${height} ${cursorSample}/${lengthSamples} of ${windowSeconds} s, edit ${peaks.revision}`;
      if (shown.current?.peaks === peaks && shown.current.frame === showing) return;
      shown.current = { peaks, frame: showing };
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      drawWaveform(context, peaks, {
        cursorSample,
        lengthSamples,
        windowSamples: windowSeconds * 1000 * samplesPerMs,
        width,
        height,
        color: getComputedStyle(canvas).color,
        cursorWidth: ratio,
      });
    };
    const draw = () => {
      if (animate) frame = requestAnimationFrame(draw);
      paint();
    };
    // With the next frame, not as the page renders: a page that renders several times before it
    // paints (a recording page opening: 0.12 s at a quarter of the CPU, issue 33) draws once.
    const drawNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(draw);
    };
    // A new size is reported after the frame's layout: painted at once, before that frame's paint.
    paintNow.current = paint;
    drawNextFrame();
    // Peaks of audio that had left memory arrive later (read back from IndexedDB): redraw then.
    // While animating the next frame draws them anyway.
    const unsubscribe = peaks.subscribe(() => {
      shown.current = null;
      if (!animate) drawNextFrame();
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      paintNow.current = () => {};
    };
  });

  return (
    <canvas ref={canvasRef} className={styles.waveform} role="img" aria-label={recorderLabels.waveform} />
  );
}
