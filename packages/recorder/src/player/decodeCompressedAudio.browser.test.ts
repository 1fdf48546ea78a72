import { encodeWav } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { decodeCompressedAudio } from './decodeCompressedAudio';

/** One second of a 44.1 kHz stereo WAV: left and right at constant levels. */
function stereoWav(left: number, right: number): Uint8Array {
  const frames = 44_100;
  const samples = new Int16Array(frames * 2);
  for (let frame = 0; frame < frames; frame++) {
    samples[frame * 2] = left;
    samples[frame * 2 + 1] = right;
  }
  return encodeWav(samples, { sampleRate: 44_100, channels: 2 });
}

/** Compressed audio made by Chromium itself (WebM/Opus through MediaRecorder): a 440 Hz tone. */
async function recordedTone(milliseconds: number): Promise<Uint8Array> {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const destination = context.createMediaStreamDestination();
  oscillator.connect(destination);
  oscillator.start();
  const recorder = new MediaRecorder(destination.stream, { mimeType: 'audio/webm;codecs=opus' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  recorder.stop();
  await stopped;
  oscillator.stop();
  await context.close();
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

// The browser's decoder in Chromium: what plays the MP3 rendition on phones and tablets.
describe('decodeCompressedAudio', () => {
  it('resamples to 16 kHz and mixes the channels down to mono', async () => {
    const pcm = await decodeCompressedAudio(stereoWav(16_000, 8_000));
    expect(pcm.length).toBe(16_000);
    const middle = pcm.subarray(4000, 12_000);
    expect(Math.min(...middle)).toBeGreaterThanOrEqual(11_990);
    expect(Math.max(...middle)).toBeLessThanOrEqual(12_010);
  });

  it('decodes compressed audio and leaves the bytes it was given usable', async () => {
    const bytes = await recordedTone(600);
    const copy = bytes.slice();
    const pcm = await decodeCompressedAudio(bytes);
    expect(bytes).toEqual(copy);
    // Recorded for about 600 ms: tens of ms of slack either way for the recorder's start and stop.
    expect(pcm.length).toBeGreaterThan(0.3 * 16_000);
    expect(pcm.length).toBeLessThan(1.5 * 16_000);
    // A tone, not silence.
    expect(Math.max(...Array.from(pcm, Math.abs))).toBeGreaterThan(10_000);
  });
});
