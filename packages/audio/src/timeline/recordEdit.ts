import { type RecordMode, recordModes } from '@dictation/core';
import { msToSamples } from '../pcm';
import type { PcmTimeline } from './PcmTimeline';

/** The query of one `audio-records/suspend` call (docs/wire-contract.md), positions in ms. */
export interface RecordEdit {
  /** `@dictation/core`'s `recordModes` (spec 000 section 9: insert 0, overwrite 1). */
  recordMode: RecordMode;
  startPosition: number;
}

/**
 * Applies one uploaded block the way the wire contract defines it, so the recorder (locally) and
 * the sandbox (on receipt) run the same code and reach the same bytes and hash: recordMode 0
 * inserts the frames at startPosition, 1 overwrites from there (extending past the end).
 * @throws RangeError for an unknown recordMode or a position the timeline rejects
 */
export function applyRecordEdit(timeline: PcmTimeline, edit: RecordEdit, frames: Int16Array): void {
  if (edit.recordMode === recordModes.insert) timeline.insertAtMs(edit.startPosition, frames);
  else if (edit.recordMode === recordModes.overwrite) timeline.overwriteAtMs(edit.startPosition, frames);
  else throw new RangeError(`recordMode must be 0 (insert) or 1 (overwrite), got ${String(edit.recordMode)}`);
}

/** The `endPosition` to send with `frames` starting at `startPosition` ms: start + the frames' duration, rounded to whole ms. */
export function recordEditEndMs(startPosition: number, frames: Int16Array): number {
  return startPosition + Math.round(frames.length / msToSamples(1));
}
