import {
  createIndexedDbBlockStore,
  PcmTimeline,
  type PcmTimelineOptions,
  sweepIndexedDbBlockStores,
} from '@dictation/audio';
import { randomId } from '../randomId';

export interface RecordingTimelineOptions {
  /** Where the blocks go. @default 'dictation-audio-blocks' */
  databaseName?: string;
  /** @default ignored (a block that could not be written stays in memory) */
  log?: ((error: unknown) => void) | undefined;
}

/**
 * The local timeline of recording `fileName`: in the browser its sealed 4 s blocks go to
 * IndexedDB (a namespace per timeline), so a 30-minute recording does not stay on the JS heap;
 * where IndexedDB is missing (Node, jsdom) everything stays in memory. Call
 * `timeline.discardStoredBlocks()` when the recording is left (the recorder hook does), and the
 * next recording page sweeps what a reload or a crash left behind.
 */
export function createRecordingTimeline(
  fileName: string,
  options: RecordingTimelineOptions = {},
): PcmTimeline {
  if (typeof indexedDB === 'undefined') return new PcmTimeline();
  const { databaseName, log } = options;
  void sweepIndexedDbBlockStores(databaseName).catch((error: unknown) => log?.(error));
  const timelineOptions: PcmTimelineOptions = {
    blockStore: createIndexedDbBlockStore({
      namespace: `${fileName}/${randomId()}`,
      ...(databaseName ? { databaseName } : {}),
    }),
  };
  if (log) timelineOptions.onStoreError = log;
  return new PcmTimeline(timelineOptions);
}
