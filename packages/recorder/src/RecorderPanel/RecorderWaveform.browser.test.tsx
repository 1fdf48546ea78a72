import { PcmTimeline, PeakPyramid } from '@dictation/audio';
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { drawWaveform } from './drawWaveform';
import { RecorderWaveform } from './RecorderWaveform';

vi.mock('./drawWaveform', async (original) => {
  const actual = await original<typeof import('./drawWaveform')>();
  return { drawWaveform: vi.fn(actual.drawWaveform) };
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
/** A frame, and the size reports that come after its layout. */
const frameDone = async () => {
  await nextFrame();
  await nextFrame();
};
const drawn = () => vi.mocked(drawWaveform).mock.calls.map(([, , frame]) => frame);

/** A second of audio, its peaks, and the waveform of it at a position, in a box `width` px wide. */
function secondOfAudio() {
  const timeline = new PcmTimeline();
  timeline.insert(0, new Int16Array(16_000).fill(8000));
  const peaks = new PeakPyramid(timeline);
  const waveform = (positionMs: number, width = 400) => (
    <div style={{ width }}>
      <RecorderWaveform peaks={peaks} lengthSamples={timeline.lengthSamples} positionMs={() => positionMs} />
    </div>
  );
  return { timeline, peaks, waveform };
}

afterEach(() => {
  vi.mocked(drawWaveform).mockClear();
  vi.restoreAllMocks();
});

it('draws the waveform once a frame however often the page renders before it paints (issue 33)', async () => {
  const { waveform } = secondOfAudio();
  const page = render(waveform(0));
  for (let position = 1; position <= 5; position += 1) page.rerender(waveform(position * 100));
  expect(drawWaveform).not.toHaveBeenCalled();
  await frameDone();
  // The last render's position is the one drawn.
  expect(drawn()).toEqual([expect.objectContaining({ cursorSample: 500 * 16 })]);
  page.unmount();
});

it('draws nothing again when the page renders again and nothing it shows changed, and never reads its size as it draws', async () => {
  const readsSize = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
  const { waveform } = secondOfAudio();
  const page = render(waveform(250));
  await frameDone();
  for (let render = 0; render < 3; render += 1) {
    page.rerender(waveform(250));
    await frameDone();
  }
  expect(drawn()).toHaveLength(1);
  // The size comes from the layout the frame makes anyway, not from a layout the drawing forces.
  expect(readsSize).not.toHaveBeenCalled();
  page.unmount();
});

it('draws again when its position, its audio or its size changes', async () => {
  const { timeline, peaks, waveform } = secondOfAudio();
  const page = render(waveform(250));
  await frameDone();
  page.rerender(waveform(750));
  await frameDone();
  expect(drawn().at(-1)).toMatchObject({ cursorSample: 750 * 16 });

  // Overwritten in place: the same length and position, other peaks.
  timeline.overwrite(0, new Int16Array(1600).fill(-8000));
  peaks.update(0, 1600);
  page.rerender(waveform(750));
  await frameDone();
  expect(drawn()).toHaveLength(3);

  const widthBefore = drawn().at(-1)?.width ?? 0;
  page.rerender(waveform(750, 200));
  await frameDone();
  expect(drawn()).toHaveLength(4);
  expect(drawn().at(-1)?.width).toBe(widthBefore / 2);
  page.unmount();
});
