import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCaptureEngine } from './createFakeCaptureEngine';

describe('createFakeCaptureEngine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers `speed` blocks of the usual size (50 ms, as the worklet) per 50 ms, and nothing once stopped mid-tick', async () => {
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
    await vi.advanceTimersByTimeAsync(50);
    expect(blocks).toEqual([800, 800, 800]);
    await vi.advanceTimersByTimeAsync(500);
    expect(blocks).toEqual([800, 800, 800, 800, 800]);
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
