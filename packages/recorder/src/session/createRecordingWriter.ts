import type { PcmTimeline } from '@dictation/audio';
import { SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import type { RecordMode } from '@dictation/core';
import type { RecordingJournal } from '../journal/createRecordingJournal';
import type { JournalOperation } from '../journal/journalStorage';
import { randomId } from '../randomId';

export interface RecordingWriterOptions {
  timeline: PcmTimeline;
  journal: RecordingJournal;
  /** A sealed operation, once journaled, for the uploader's queue (in sequence order). */
  onSealed: (operation: JournalOperation) => void;
  /** First sequence number (after a recovery, the journal's next one). @default 0 */
  firstSequence?: number;
  /**
   * Longest operation. 2 s of PCM is 64000 bytes, under the 64 KiB keepalive cap, so the
   * emergency store can always send a whole operation. @default 2000
   */
  operationMaximumMs?: number;
}

export interface RecordingWriter {
  /** Starts a recording segment at `positionMs` of the timeline. */
  begin(positionMs: number, recordMode: RecordMode): Promise<void>;
  /** Canonical frames from the engine: applied to the timeline and journaled at once. */
  write(pcm: Int16Array): void;
  /** Seals the last operation (padding the last part-ms with silence) and clears the marker. */
  end(): Promise<void>;
  /** Where the next frame lands, in samples. */
  readonly cursorSamples: number;
  readonly isWriting: boolean;
  readonly nextSequence: number;
}

/**
 * Turns a stream of frames into journal operations and local timeline edits. Every delivery of
 * frames is journaled as a fragment as soon as it arrives (not when an upload succeeds), so a
 * reload or a crash loses at most what the capture had not delivered yet. Each operation is sealed
 * at a fixed size with its own id and never changes after, so its upload call is the same however
 * often it is retried or recovered.
 */
export function createRecordingWriter(options: RecordingWriterOptions): RecordingWriter {
  const { timeline, journal } = options;
  const fileName = journal.fileName;
  const operationMaximumSamples = (options.operationMaximumMs ?? 2000) * samplesPerMs;
  let sequence = options.firstSequence ?? 0;
  let operationId = randomId();
  let fragmentIndex = 0;
  let recordMode: RecordMode = 0;
  let writing = false;
  /** Where the current operation starts, in samples. */
  let operationStart = 0;
  let operationParts: Int16Array[] = [];
  let operationSamples = 0;
  /** The timeline's length when the current operation's first frames were applied. */
  let lengthBeforeOperation = 0;
  /** Samples short of a whole ms, held until the next frames complete it. */
  let remainder = new Int16Array(0);

  const cursorMs = () => (operationStart + operationSamples) / samplesPerMs;

  const apply = (pcm: Int16Array) => {
    const at = operationStart + operationSamples;
    if (operationSamples === 0) lengthBeforeOperation = timeline.lengthSamples;
    if (recordMode === 0) timeline.insert(at, pcm);
    else timeline.overwrite(at, pcm);
    operationParts.push(pcm);
    operationSamples += pcm.length;
    void journal.appendFragment(
      {
        sequence,
        index: fragmentIndex,
        operationId,
        recordMode,
        startMs: operationStart / samplesPerMs,
        pcm,
      },
      { cursorMs: cursorMs(), nextSequence: sequence },
    );
    fragmentIndex += 1;
  };

  /** Resolves once the operation is journaled and handed to the uploader. */
  const seal = async () => {
    if (operationSamples === 0) return;
    const pcm = new Int16Array(operationSamples);
    let offset = 0;
    for (const part of operationParts) {
      pcm.set(part, offset);
      offset += part.length;
    }
    const operation: JournalOperation = {
      fileName,
      sequence,
      operationId,
      recordMode,
      startMs: operationStart / samplesPerMs,
      pcm,
      lengthBeforeSamples: lengthBeforeOperation,
    };
    // Uploaded only once it is in the journal: whatever the server has, this computer has too. A
    // page dying between an upload and the journal write would otherwise leave the server an
    // operation the next page rebuilds shorter, from its fragments.
    const sealed = journal.add(operation).then(() => options.onSealed(operation));
    sequence += 1;
    operationId = randomId();
    fragmentIndex = 0;
    operationStart += operationSamples;
    operationParts = [];
    operationSamples = 0;
    await sealed;
  };

  return {
    async begin(positionMs, mode) {
      if (writing) throw new Error('Already recording');
      writing = true;
      recordMode = mode;
      operationStart = Math.min(Math.round(positionMs) * samplesPerMs, timeline.lengthSamples);
      operationStart -= operationStart % samplesPerMs;
      remainder = new Int16Array(0);
      await journal.updateSession({ capturing: true, nextSequence: sequence, cursorMs: cursorMs() });
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
        if (operationSamples >= operationMaximumSamples) void seal();
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
      // Awaited: once the recording shows as stopped, its last operation is in the upload queue,
      // so nothing reads a stopped recording as all sent (issue 31, "Wait until saved").
      const sealed = seal();
      writing = false;
      await journal.updateSession({ capturing: false, nextSequence: sequence, cursorMs: cursorMs() });
      await sealed;
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
