import { PcmTimeline, PeakPyramid } from '@dictation/audio';
import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { drawWaveform } from './drawWaveform';
import { RecorderWaveform } from './RecorderWaveform';

vi.mock('./drawWaveform', async (original) => {
  const actual = await original<typeof import('./drawWaveform')>();
  return { drawWaveform: vi.fn(actual.drawWaveform) };
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

it('draws the waveform once a frame however often the page renders before it paints (issue 33)', async () => {
  const timeline = new PcmTimeline();
  timeline.insert(0, new Int16Array(16_000).fill(8000));
  const peaks = new PeakPyramid(timeline);
  const waveform = (positionMs: number) => (
    <RecorderWaveform peaks={peaks} lengthSamples={timeline.lengthSamples} positionMs={() => positionMs} />
  );
  const page = render(waveform(0));
  for (let position = 1; position <= 5; position += 1) page.rerender(waveform(position * 100));
  expect(drawWaveform).not.toHaveBeenCalled();
  await nextFrame();
  expect(drawWaveform).toHaveBeenCalledTimes(1);
  // The last render's position is the one drawn.
  expect(vi.mocked(drawWaveform).mock.calls[0]?.[2]).toMatchObject({ cursorSample: 500 * 16 });
  page.unmount();
});
