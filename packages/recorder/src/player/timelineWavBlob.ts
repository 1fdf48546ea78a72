import { encodeWav, type PcmTimeline } from '@dictation/audio';

const collapseBytes = 4 * 1024 * 1024;

/**
 * The timeline as a playable WAV Blob, built from its pieces: `encodeWav(timeline.read(0))`
 * would make two whole copies on the JS heap (the read and the encoded file, 2x the PCM of a
 * 30-minute recording) before the Blob's own. Here blocks still in memory are copied once into
 * the browser's blob storage (which may page it to disk), and blocks already in IndexedDB come
 * as slices of their stored Blobs, which are not copied at all. Reads the timeline as it is at
 * the call.
 */
export async function timelineWavBlob(timeline: PcmTimeline): Promise<Blob> {
  const header = encodeWav(new Int16Array(0), { sampleRate: timeline.sampleRate, channels: 1 });
  const dataBytes = timeline.lengthSamples * 2;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  // The RIFF size and the data size of the empty file, set for the real length.
  view.setUint32(4, 36 + dataBytes, true);
  view.setUint32(40, dataBytes, true);
  let parts: BlobPart[] = [header as Uint8Array<ArrayBuffer>];
  let heapBytes = 0;
  for await (const part of timeline.readBlobParts()) {
    parts.push(part as Blob | Uint8Array<ArrayBuffer>);
    if (part instanceof Blob) continue;
    // Views of blocks read back from a store are on the heap: hand them to blob storage every
    // few MB instead of holding the whole recording until the end.
    heapBytes += part.byteLength;
    if (heapBytes >= collapseBytes) {
      parts = [new Blob(parts)];
      heapBytes = 0;
    }
  }
  return new Blob(parts, { type: 'audio/wav' });
}
