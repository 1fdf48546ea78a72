import { SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import type { JournalOperation } from '../journal/journalStorage';

/** The recording's length in samples once `operation` is applied, when its length before is known. */
function lengthAfter(operation: JournalOperation): number | undefined {
  const before = operation.lengthBeforeSamples;
  if (before === undefined) return undefined;
  const frames = operation.pcm.length;
  // Record mode 0 inserts; 1 overwrites, extending past the end as needed (wire contract, Audio).
  return operation.recordMode === 0
    ? before + frames
    : Math.max(before, operation.startMs * samplesPerMs + frames);
}

/**
 * The last operation the server's audio holds, from its length. The journal marks an operation
 * acknowledged after the server's answer, in a write of its own; a page that went away between the
 * two, or that sent its oldest operation with keepalive as it went, leaves the server ahead of
 * `acknowledgedThrough`, and inserting such an operation again on the server's audio would play
 * its words twice. The server applies the operations in order, so its length is the recording's
 * length after the last one it applied. Among operations of equal length after them (overwrites
 * within the audio) the earliest is taken: overwriting with the same frames twice in a row is
 * overwriting once. When no length fits (operations journaled before lengths were kept, or audio
 * another writer changed), `acknowledgedThrough` is all there is to go on.
 */
export function lastHeldByServer(
  serverLengthSamples: number,
  operations: readonly JournalOperation[],
  acknowledgedThrough: number,
): number {
  const unacknowledged = operations.filter((operation) => operation.sequence > acknowledgedThrough);
  if (unacknowledged[0]?.lengthBeforeSamples === serverLengthSamples) return acknowledgedThrough;
  for (const operation of unacknowledged) {
    if (lengthAfter(operation) === serverLengthSamples) return operation.sequence;
  }
  return acknowledgedThrough;
}
