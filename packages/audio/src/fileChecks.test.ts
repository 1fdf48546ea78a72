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

  it('words the size limits in Mb and Kb', () => {
    expect(checkAudioFile({ name: 'a.wav', size: 104857601, durationMs: 10_000 }, limits)).toBe(
      'The file is too big (>100Mb)',
    );
    expect(checkAudioFile({ name: 'a.wav', size: 104857600, durationMs: 10_000 }, limits)).toBeNull();
    expect(checkAudioFile({ name: 'a.wav', size: 2048, durationMs: 10_000 }, limits)).toBe(
      'The file is too small (2Kb)',
    );
    expect(checkAudioFile({ name: 'a.wav', size: 2049, durationMs: 10_000 }, limits)).toBeNull();
  });

  it('words the duration limits in seconds and minutes', () => {
    expect(checkAudioFile({ name: 'a.mp3', size: 5000, durationMs: 3_999 }, limits)).toBe(
      'The audio is too short (<4s)',
    );
    expect(checkAudioFile({ name: 'a.mp3', size: 5000, durationMs: 4_000 }, limits)).toBeNull();
    expect(checkAudioFile({ name: 'a.mp3', size: 5000, durationMs: 1_800_001 }, limits)).toBe(
      'The audio is too long (>30min)',
    );
    expect(checkAudioFile({ name: 'a.mp3', size: 5000, durationMs: 1_800_000 }, limits)).toBeNull();
    expect(
      checkAudioFile(
        { name: 'a.mp3', size: 5000, durationMs: 100_000 },
        { ...limits, maximumAllowedDuration: 90 },
      ),
    ).toBe('The audio is too long (>1.5min)');
  });

  it('does not check the duration of wma', () => {
    expect(checkAudioFile({ name: 'a.wma', size: 5000, durationMs: null }, limits)).toBeNull();
  });

  it('treats an empty file as too small under the default limits', () => {
    expect(checkAudioFile({ name: 'a.wav', size: 0, durationMs: 0 })).toBe('The file is too small (0Kb)');
  });

  it('uses server limits only when they make sense', () => {
    expect(effectiveAudioLimits(limits)).toBe(limits);
    expect(effectiveAudioLimits(null)).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, maximumAllowedDuration: 0 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, minimumAllowedDuration: -1 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, maximumAllowedSize: 0 })).toBe(DEFAULT_AUDIO_LIMITS);
    expect(effectiveAudioLimits({ ...limits, minimumAllowedSize: -5 })).toBe(DEFAULT_AUDIO_LIMITS);
  });

  it('knows which formats play before upload', () => {
    expect(['a.wav', 'a.opus', 'a.mp3', 'a.m4a'].every(isPlayableBeforeUpload)).toBe(true);
    expect(['a.wma', 'a.dss', 'a.ds2', 'a.ogg'].some(isPlayableBeforeUpload)).toBe(false);
  });
});
