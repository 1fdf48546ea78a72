import { CANONICAL_SAMPLE_RATE } from '@dictation/audio';

/**
 * Decodes audio that is not WAV with the browser's own decoder, resampled by it to the canonical
 * 16 kHz and mixed down to mono. The converted rendition (`stream-mp3`) is MP3 on the product's
 * server; the sandbox serves the same WAV under that name (docs/wire-contract.md).
 */
export async function decodeCompressedAudio(bytes: Uint8Array): Promise<Int16Array> {
  // decodeAudioData resamples to its context's rate; one frame of length is enough to decode.
  const context = new OfflineAudioContext(1, 1, CANONICAL_SAMPLE_RATE);
  // It also detaches the buffer it is given: hand it a copy.
  const audio = await context.decodeAudioData(bytes.slice().buffer);
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  const pcm = new Int16Array(audio.length);
  for (let frame = 0; frame < pcm.length; frame++) {
    let sum = 0;
    for (const channel of channels) sum += channel[frame] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    pcm[frame] = Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff);
  }
  return pcm;
}
