import { describe, expect, it } from 'vitest';
import { checkAudioFile, DEFAULT_AUDIO_LIMITS, effectiveAudioLimits } from './fileChecks';
import { isPlayableBeforeUpload } from './formats';

const limits = {
  minimumAllowedDuration: 4,
  maximumAllowedDuration: 1800,
  minimumAllowedSize: 2048,
  maximumAllowedSize: 104857600,
};

describe('checkAudioFile (spec 000 section 5)', () => {
  it('accepts the whitelisted extensions in any case and nothing else', () => {
    for (const name of ['a.wav', 'a.OPUS', 'a.mp3', 'a.m4a', 'a.dss', 'a.DS2', 'a.wma']) {
      expect(checkAudioFile({ name, size: 5000, durationMs: 10_000 }, limits)).toBeNull();
    }
    for (const name of ['a.ogg', 'a.flac', 'wav', 'a.wav.txt']) {
      expect(checkAudioFile({ name, size: 5000, durationMs: 10_000 }, limits)).toBe(
        'Unsupported file format',
      );
    }
  });

  it.each([
    ['a.wav', 104857601, 10_000, 'The file is too big (>100Mb)'],
    ['a.wav', 104857600, 10_000, null],
    ['a.wav', 2048, 10_000, 'The file is too small (2Kb)'],
    ['a.wav', 2049, 10_000, null],
    ['a.mp3', 5000, 3_999, 'The audio is too short (<4s)'],
    ['a.mp3', 5000, 4_000, null],
    ['a.mp3', 5000, 1_800_001, 'The audio is too long (>30min)'],
    ['a.mp3', 5000, 1_800_000, null],
  ])('%s of %i bytes and %i ms -> %s', (name, size, durationMs, expected) => {
    expect(checkAudioFile({ name, size, durationMs }, limits)).toBe(expected);
  });

  it('shows fractional limits with up to two decimals', () => {
    const ninetySeconds = { ...limits, maximumAllowedDuration: 90 };
    expect(checkAudioFile({ name: 'a.mp3', size: 5000, durationMs: 100_000 }, ninetySeconds)).toBe(
      'The audio is too long (>1.5min)',
    );
  });

  it('does not check the duration of wma', () => {
    expect(checkAudioFile({ name: 'a.wma', size: 5000, durationMs: null }, limits)).toBeNull();
  });

  it('treats an empty file as too small under the default limits', () => {
    expect(checkAudioFile({ name: 'a.wav', size: 0, durationMs: 0 })).toBe('The file is too small (0Kb)');
  });

  it('uses server limits only when they make sense', () => {
    expect(effectiveAudioLimits(limits)).toEqual(limits);
    expect(effectiveAudioLimits(null)).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, maximumAllowedDuration: 0 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, minimumAllowedDuration: -1 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, maximumAllowedSize: 0 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, minimumAllowedSize: -5 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, maximumAllowedSize: null })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ minimumAllowedDuration: 1 })).toBe(DEFAULT_AUDIO_LIMITS);
  });

  it('knows which formats play before upload', () => {
    expect(['a.wav', 'a.opus', 'a.mp3', 'a.m4a'].every(isPlayableBeforeUpload)).toBe(true);
    expect(['a.wma', 'a.dss', 'a.ds2', 'a.ogg'].some(isPlayableBeforeUpload)).toBe(false);
  });
});
