import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCaptureEngine } from './createFakeCaptureEngine';

describe('createFakeCaptureEngine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers `speed` blocks of the usual size per 100 ms, and nothing once stopped mid-tick', async () => {
    const engine = createFakeCaptureEngine({ speed: 3 });
    const blocks: number[] = [];
    await engine.start('fake-microphone', {
      frames: (pcm) => {
        blocks.push(pcm.length);
        // As the recorder does when a block reaches a limit: it stops the engine from inside frames.
        if (blocks.length === 5) void engine.stop();
      },
      ended: () => {},
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(blocks).toEqual([1600, 1600, 1600]);
    await vi.advanceTimersByTimeAsync(500);
    expect(blocks).toEqual([1600, 1600, 1600, 1600, 1600]);
  });

  it('delivers in real time by default', async () => {
    const engine = createFakeCaptureEngine();
    let samples = 0;
    await engine.start('fake-microphone', { frames: (pcm) => (samples += pcm.length), ended: () => {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(samples).toBe(16000);
    await engine.stop();
  });
});
