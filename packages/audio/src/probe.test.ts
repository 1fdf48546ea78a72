import { describe, expect, it } from 'vitest';
import { makeDss } from './dssHeader.fixture';
import { AudioFormatError } from './errors';
import { probeDuration } from './probe';
import {
  m4aDurationMs,
  makeM4a,
  makeMp3,
  makeOpus,
  mp3DurationMs,
  opusDurationMs,
} from './probeFiles.fixture';
import { encodeWav } from './wav';

async function errorCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof AudioFormatError ? error.code : 'other';
  }
  return 'none';
}

describe('probeDuration', () => {
  it('reads wav durations from the header at any rate and channel count', async () => {
    const stereo = encodeWav(new Int16Array(44100 * 2 * 5), { sampleRate: 44100, channels: 2 });
    expect(await probeDuration(stereo, 'Letter.WAV')).toEqual({
      format: 'wav',
      durationMs: 5000,
      playable: true,
    });
    const mono = encodeWav(new Int16Array(16000 * 3 + 8), { sampleRate: 16000, channels: 1 });
    expect((await probeDuration(mono, 'a.wav')).durationMs).toBe(3000.5);
  });

  it('reads mp3, opus and m4a durations from their metadata', async () => {
    expect(await probeDuration(makeMp3(200), 'x.mp3')).toEqual({
      format: 'mp3',
      durationMs: mp3DurationMs(200),
      playable: true,
    });
    expect((await probeDuration(makeOpus(250), 'x.opus')).durationMs).toBe(opusDurationMs(250));
    expect((await probeDuration(makeM4a(44100 * 7), 'x.m4a')).durationMs).toBe(m4aDurationMs(44100 * 7));
  });

  it('reads dss and ds2 from their header; they do not play before upload', async () => {
    expect(await probeDuration(makeDss({ hhmmss: '000004', ms: 4_500 }), 'x.dss')).toEqual({
      format: 'dss',
      durationMs: 4_500,
      playable: false,
    });
    expect((await probeDuration(makeDss({ version: 3, hhmmss: '000100' }), 'x.DS2')).durationMs).toBe(60_000);
  });

  it('does not check wma', async () => {
    expect(await probeDuration(new Uint8Array(10), 'x.wma')).toEqual({
      format: 'wma',
      durationMs: null,
      playable: false,
    });
  });

  it('rejects extensions outside the whitelist', async () => {
    expect(await errorCode(() => probeDuration(makeMp3(10), 'x.ogg'))).toBe('unsupported');
    expect(await errorCode(() => probeDuration(makeMp3(10), 'mp3'))).toBe('unsupported');
  });

  it('gives a typed error for truncated or lying files', async () => {
    const wav = encodeWav(new Int16Array(1000), { sampleRate: 16000, channels: 1 });
    expect(await errorCode(() => probeDuration(wav.subarray(0, 500), 'x.wav'))).toBe('truncated');
    expect(await errorCode(() => probeDuration(makeMp3(10), 'x.wav'))).toBe('invalid');
    expect(await errorCode(() => probeDuration(wav, 'x.mp3'))).toBe('invalid');
    expect(await errorCode(() => probeDuration(new Uint8Array(64), 'x.m4a'))).not.toBe('none');
    expect(await errorCode(() => probeDuration(makeOpus(5).subarray(0, 40), 'x.opus'))).not.toBe('none');
    expect(await errorCode(() => probeDuration(makeDss({ size: 100 }), 'x.dss'))).toBe('truncated');
  });
});
