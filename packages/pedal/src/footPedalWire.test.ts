import { describe, expect, it } from 'vitest';
import { footPedalSettingsFromWire } from './footPedalWire';

describe('footPedalSettingsFromWire', () => {
  it('keeps known values', () => {
    expect(
      footPedalSettingsFromWire({
        playStopButton: 10,
        rewindButton: 20,
        forwardButton: 30,
        playStopMode: 20,
        rewindOnStop: 5,
        playRecordButton: 40,
        rewindRecordButton: 0,
        recordButton: 0,
        enableFootpedalRecording: true,
      }),
    ).toEqual({
      playStopButton: 10,
      rewindButton: 20,
      forwardButton: 30,
      playStopMode: 20,
      rewindOnStop: 5,
      playRecordButton: 40,
      rewindRecordButton: 0,
      recordButton: 0,
      enableFootpedalRecording: true,
    });
  });

  it('replaces missing or unknown values with the defaults (rewindOnStop 3)', () => {
    const settings = footPedalSettingsFromWire({ playStopButton: 99, rewindButton: 10, forwardButton: 30 });
    expect(settings.playStopButton).toBe(20);
    expect(settings.rewindOnStop).toBe(3);
    expect(settings.playStopMode).toBe(10);
    expect(settings.enableFootpedalRecording).toBe(false);
  });
});
