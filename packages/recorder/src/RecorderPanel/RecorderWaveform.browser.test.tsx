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

it('animating, draws again only when the position moves: not at every frame of a recording that grows between them (issue 33)', async () => {
  const timeline = new PcmTimeline();
  timeline.insert(0, new Int16Array(16_000).fill(8000));
  const peaks = new PeakPyramid(timeline);
  let positionMs = 300;
  vi.mocked(drawWaveform).mockClear();
  const page = render(
    <RecorderWaveform
      peaks={peaks}
      lengthSamples={timeline.lengthSamples}
      positionMs={() => positionMs}
      animate
    />,
  );
  const frames = async (count: number) => {
    for (let frame = 0; frame < count; frame += 1) await nextFrame();
  };
  await frames(6);
  expect(drawWaveform).toHaveBeenCalledTimes(1);
  // Playing, or the audio that came since: the next frame draws the new position, once.
  positionMs = 450;
  await frames(6);
  expect(drawWaveform).toHaveBeenCalledTimes(2);
  expect(vi.mocked(drawWaveform).mock.calls[1]?.[2]).toMatchObject({ cursorSample: 450 * 16 });
  page.unmount();
});
