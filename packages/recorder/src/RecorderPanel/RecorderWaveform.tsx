import type { PeakPyramid } from '@dictation/audio';
import { SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import { useEffect, useRef } from 'react';
import { recorderLabels } from '../messages';
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

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !peaks) return;
    let frame = 0;
    /** What the last frame drew; undefined until this render's first frame has drawn. */
    let drawn: { cursorSample: number; width: number; height: number } | undefined;
    const draw = () => {
      const ratio = globalThis.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      const cursorSample = Math.round(positionMs() * samplesPerMs);
      // While recording the picture changes only as audio comes (a render, about 20 a second),
      // not at every one of the screen's 60 frames: redrawing it unchanged, and the browser
      // painting it again, was a fifth of the recording page's CPU and a quarter of its main
      // thread (`npm run bench -- recording`, issue 33).
      const unchanged =
        drawn?.cursorSample === cursorSample && drawn.width === width && drawn.height === height;
      if (!unchanged) {
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
        drawn = { cursorSample, width, height };
      }
      if (animate) frame = requestAnimationFrame(draw);
    };
    // With the next frame, not as the page renders: the canvas's size is a layout read, and a
    // page that renders several times before it paints (a recording page opening: 0.12 s at a
    // quarter of the CPU, issue 33) draws once.
    const drawNextFrame = () => {
      cancelAnimationFrame(frame);
      drawn = undefined;
      frame = requestAnimationFrame(draw);
    };
    drawNextFrame();
    // Peaks of audio that had left memory arrive later (read back from IndexedDB): redraw then.
    const unsubscribe = peaks.subscribe(drawNextFrame);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  });

  return (
    <canvas ref={canvasRef} className={styles.waveform} role="img" aria-label={recorderLabels.waveform} />
  );
}
