import type { PcmTimeline } from '@dictation/audio';
import type { JournalOperation } from '../journal/journalStorage';
import { samplesPerMs } from '../pcmUnits';
import type { RecordMode } from '../transport';
import type { Uploader } from '../uploader/createUploader';

export interface RecordingWriterOptions {
  fileName: string;
  timeline: PcmTimeline;
  uploader: Uploader;
  /** First sequence number (after a recovery, the journal's next one). @default 0 */
  firstSequence?: number;
  /**
   * Longest operation. 2 s of PCM is 64000 bytes, under the 64 KiB keepalive cap, so the
   * emergency store can always send a whole operation. @default 2000
   */
  operationMaximumMs?: number;
  /** The growing operation is journaled whenever it grew by this much. @default 500 */
  checkpointMs?: number;
}

export interface RecordingWriter {
  /** Starts a recording segment at `positionMs` of the timeline. */
  begin(positionMs: number, recordMode: RecordMode): Promise<void>;
  /** Canonical frames from the engine: applied to the timeline and journaled. */
  write(pcm: Int16Array): void;
  /** Seals the last operation (padding the last part-ms with silence) and clears the marker. */
  end(): Promise<void>;
  /** Where the next frame lands, in samples. */
  readonly cursorSamples: number;
  readonly isWriting: boolean;
  readonly nextSequence: number;
}

/**
 * Turns a stream of frames into journal operations and local timeline edits. Each operation is
 * sealed at a fixed size and never changes after, so its upload call is the same however often it
 * is retried or recovered (the server dedupes on mode, positions and body).
 */
export function createRecordingWriter(options: RecordingWriterOptions): RecordingWriter {
  const { fileName, timeline, uploader } = options;
  const operationMaximumSamples = (options.operationMaximumMs ?? 2000) * samplesPerMs;
  const checkpointSamples = (options.checkpointMs ?? 500) * samplesPerMs;
  let sequence = options.firstSequence ?? 0;
  let recordMode: RecordMode = 0;
  let writing = false;
  /** Where the current operation starts, in samples. */
  let operationStart = 0;
  let operationParts: Int16Array[] = [];
  let operationSamples = 0;
  let checkpointedSamples = 0;
  /** Samples short of a whole ms, held until the next frames complete it. */
  let remainder = new Int16Array(0);

  const currentOperation = (): JournalOperation => {
    const pcm = new Int16Array(operationSamples);
    let offset = 0;
    for (const part of operationParts) {
      pcm.set(part, offset);
      offset += part.length;
    }
    operationParts = operationSamples > 0 ? [pcm] : [];
    return { fileName, sequence, recordMode, startMs: operationStart / samplesPerMs, pcm };
  };

  const apply = (pcm: Int16Array) => {
    const at = operationStart + operationSamples;
    if (recordMode === 0) timeline.insert(at, pcm);
    else timeline.overwrite(at, pcm);
    operationParts.push(pcm);
    operationSamples += pcm.length;
  };

  const seal = () => {
    if (operationSamples === 0) return;
    const operation = currentOperation();
    void uploader.record(operation);
    sequence += 1;
    operationStart += operationSamples;
    operationParts = [];
    operationSamples = 0;
    checkpointedSamples = 0;
  };

  const session = (capturing: boolean) =>
    uploader.writeSession({ fileName, capturing, nextSequence: sequence, updatedAt: Date.now() });

  return {
    async begin(positionMs, mode) {
      if (writing) throw new Error('Already recording');
      writing = true;
      recordMode = mode;
      operationStart = Math.min(Math.round(positionMs) * samplesPerMs, timeline.lengthSamples);
      operationStart -= operationStart % samplesPerMs;
      remainder = new Int16Array(0);
      await session(true);
    },
    write(frames) {
      if (!writing) return;
      let pcm = frames;
      if (remainder.length > 0) {
        pcm = new Int16Array(remainder.length + frames.length);
        pcm.set(remainder);
        pcm.set(frames, remainder.length);
      }
      const wholeMs = pcm.length - (pcm.length % samplesPerMs);
      remainder = pcm.slice(wholeMs);
      let offset = 0;
      while (offset < wholeMs) {
        const take = Math.min(wholeMs - offset, operationMaximumSamples - operationSamples);
        apply(pcm.slice(offset, offset + take));
        offset += take;
        if (operationSamples >= operationMaximumSamples) seal();
      }
      if (operationSamples - checkpointedSamples >= checkpointSamples) {
        checkpointedSamples = operationSamples;
        void uploader.checkpoint(currentOperation());
      }
    },
    async end() {
      if (!writing) return;
      if (remainder.length > 0) {
        // Nothing captured is dropped: the part-ms is completed with silence.
        const padded = new Int16Array(samplesPerMs);
        padded.set(remainder);
        remainder = new Int16Array(0);
        apply(padded);
      }
      seal();
      writing = false;
      await session(false);
    },
    get cursorSamples() {
      return operationStart + operationSamples;
    },
    get isWriting() {
      return writing;
    },
    get nextSequence() {
      return sequence;
    },
  };
}
