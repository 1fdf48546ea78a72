import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultCaptureEngine } from './createDefaultCaptureEngine';

afterEach(() => vi.restoreAllMocks());

describe('default engine in Chromium without a desktop app', () => {
  it('lists the browser microphones, says Disconnected and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    // Nothing listens on 127.0.0.1:5190-5193 here (the real helper uses 5100-5103).
    const engine = createDefaultCaptureEngine({
      helper: { ports: { start: 5190, end: 5193 }, searchRetryDelayMs: 60_000 },
    });
    const devices = await engine.listDevices();
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => !device.id.startsWith('helper:'))).toBe(true);
    expect(engine.desktopStatus?.()).toBe('disconnected');
    expect(engine.isSupported()).toBe(true);

    const blocks: Int16Array[] = [];
    await engine.start(devices[0]?.id ?? '', { frames: (pcm) => blocks.push(pcm), ended: () => {} });
    await vi.waitFor(() => expect(blocks.length).toBeGreaterThan(2), { timeout: 10_000 });
    await engine.stop();
    await engine.dispose?.();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
