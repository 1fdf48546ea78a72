import { encodeWav, type PcmTimeline, pcmToBytes } from '@dictation/audio';

/**
 * The timeline as a playable WAV Blob, built from views of its pieces: `encodeWav(timeline.read(0))`
 * would make two whole copies on the JS heap (the read and the encoded file, 2x the PCM of a
 * 30-minute recording) before the Blob's own; this way the Blob's copy is the only one, and it is
 * held by the browser's blob storage (which may page it to disk), not the JS heap.
 */
export function timelineWavBlob(timeline: PcmTimeline): Blob {
  const header = encodeWav(new Int16Array(0), { sampleRate: timeline.sampleRate, channels: 1 });
  const dataBytes = timeline.lengthSamples * 2;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  // The RIFF size and the data size of the empty file, set for the real length.
  view.setUint32(4, 36 + dataBytes, true);
  view.setUint32(40, dataBytes, true);
  const parts = [header, ...Array.from(timeline.chunks(), pcmToBytes)] as Uint8Array<ArrayBuffer>[];
  return new Blob(parts, { type: 'audio/wav' });
}
