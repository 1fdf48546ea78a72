import { describe, expect, it } from 'vitest';
import { startStopSoundEnabled } from './recordingSettings';

describe('startStopSoundEnabled: one default for the Settings page and the recorder', () => {
  it.each([
    [{ webEnableStartStopSound: true }, true],
    [{ webEnableStartStopSound: false }, false],
    [{ webEnableStartStopSound: null }, false],
    [{}, false],
    [undefined, false],
  ])('%o -> %s', (settings, on) => {
    expect(startStopSoundEnabled(settings)).toBe(on);
  });
});
