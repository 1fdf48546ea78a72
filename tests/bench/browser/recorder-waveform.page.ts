/**
 * `@dictation/recorder`'s waveform in Chromium (issue 9: "30 minutes scrolls at 60 fps"): one
 * frame of `RecorderWaveform` over a 30-minute recording, the position moving on each run as it
 * does while playing or recording, beside the same canvas drawn the naive way (min/max of every
 * sample in the window, read from the timeline each frame). Target: a frame within 16 ms.
 */

import { PcmTimeline, PeakPyramid } from '@dictation/audio';
import { RecorderWaveform } from '@dictation/recorder';
import { synthesizeSpeech } from '@dictation/recorder/testing';
import { ThemeProvider } from '@dictation/ui';
import { createElement, type ReactElement, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { defineBrowserBenches, type Scenario, timeFrame } from './browserBench';

const samplesPerSecond = 16000;
const windowSeconds = 20;
const frameBudgetMs = 16;

/** 30 minutes of speech-like audio (its first minute repeated: synthesis is the slow part). */
function halfHourTimeline(): PcmTimeline {
  const timeline = new PcmTimeline();
  const minute = synthesizeSpeech(60 * samplesPerSecond);
  for (let minutes = 0; minutes < 30; minutes++) timeline.append(minute);
  return timeline;
}

const timeline = halfHourTimeline();
const peaks = new PeakPyramid(timeline);
const lengthSamples = timeline.lengthSamples;
const lengthMs = timeline.lengthMs;

interface WaveformProps {
  positionMs: () => number;
}
type Waveform = (props: WaveformProps) => ReactElement;

const ours: Waveform = ({ positionMs }) =>
  createElement(RecorderWaveform, { peaks, lengthSamples, positionMs, windowSeconds });

/**
 * The naive waveform: the same window, bars and position line, but each column's min and max
 * come from the window's samples, read off the timeline every frame.
 */
const naive: Waveform = ({ positionMs }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const width = Math.max(1, Math.round(canvas.clientWidth));
    const height = Math.max(1, Math.round(canvas.clientHeight));
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const windowSamples = windowSeconds * samplesPerSecond;
    const cursor = Math.round(positionMs() * 16);
    const start = Math.max(0, Math.min(cursor - windowSamples / 3, lengthSamples - windowSamples));
    const samples = timeline.read(start, start + windowSamples);
    context.clearRect(0, 0, width, height);
    context.fillStyle = getComputedStyle(canvas).color;
    const middle = height / 2;
    const perColumn = samples.length / width;
    for (let x = 0; x < width; x++) {
      let min = 0;
      let max = 0;
      for (let i = Math.floor(x * perColumn); i < Math.floor((x + 1) * perColumn); i++) {
        const value = samples[i] ?? 0;
        if (value < min) min = value;
        if (value > max) max = value;
      }
      const top = middle - (max / 32768) * middle;
      context.fillRect(x, top, 1, Math.max(1, middle - (min / 32768) * middle - top));
    }
    context.fillRect(Math.round(((cursor - start) / windowSamples) * width), 0, 1, height);
  });
  return createElement('canvas', {
    ref: canvasRef,
    style: { display: 'block', width: '100%', height: '96px' },
  });
};

/**
 * One mounted waveform, 1200 px wide as in the portal; each run renders it at the next position
 * (a quarter of a second further on, wrapping at the end), so runs cover the whole recording.
 * flushSync renders synchronously and runs the effects that draw before it returns.
 */
const scrolling = (waveform: Waveform) => (): Scenario => {
  const container = document.createElement('div');
  container.style.width = '1200px';
  document.body.append(container);
  const root = createRoot(container);
  let positionMs = 0;
  const render = () =>
    root.render(
      createElement(
        ThemeProvider,
        { brand: 'clinical' },
        createElement(waveform, { positionMs: () => positionMs }),
      ),
    );
  flushSync(render);
  return {
    run: () => {
      positionMs = (positionMs + 250) % lengthMs;
      return timeFrame(() => flushSync(render));
    },
    dispose: () => {
      root.unmount();
      container.remove();
    },
  };
};

defineBrowserBenches([
  {
    what: 'draw a frame of the waveform of a 30-minute recording, 1200 px (Chromium)',
    unit: 'per frame',
    ours: scrolling(ours),
    baseline: scrolling(naive),
    baselineName: 'min/max of the window samples each frame',
    frameBudgetMs,
    runs: 70,
  },
]);
