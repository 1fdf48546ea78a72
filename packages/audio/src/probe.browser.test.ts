import { describe, expect, it } from 'vitest';
import { probeDuration } from './probe';
import { makeM4a, makeMp3, makeOpus, mp3DurationMs } from './probeFiles.fixture';

// music-metadata's browser entry (`default` export condition) must load and work in Chromium.
describe('probeDuration in Chromium', () => {
  it('reads mp3, opus and m4a metadata with the browser build of music-metadata', async () => {
    expect((await probeDuration(makeMp3(100), 'x.mp3')).durationMs).toBe(mp3DurationMs(100));
    expect((await probeDuration(makeOpus(100), 'x.opus')).durationMs).toBe(2000);
    expect((await probeDuration(makeM4a(44100), 'x.m4a')).durationMs).toBe(1000);
  });
});
