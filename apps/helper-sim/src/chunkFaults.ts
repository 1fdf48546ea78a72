/**
 * Faults on the `chunk` events of a recording, armed by tests through the control API: a lost,
 * a repeated or a late message, as a congested or reconnecting link delivers them. Only the
 * events are touched, never the recorded audio, so `getChunks` still returns every frame: that is
 * how a client refills a gap (docs/architecture.md, "Desktop helper and pedals"). Nothing is armed
 * unless a test asks.
 */
import type { AudioChunk } from '@dictation/pedal/hubContract';

/**
 * - `drop`: the chunk is not sent at all.
 * - `repeat`: the chunk is sent twice in a row.
 * - `late`: the chunk is held back and sent right after the next chunk that is sent (or when the
 *   recording stops), so it arrives after its successor.
 */
export const chunkFaultKinds = ['drop', 'repeat', 'late'] as const;
export type ChunkFault = (typeof chunkFaultKinds)[number];

/** A fault applied to one captured chunk, as the control state lists it. */
export interface AppliedChunkFault {
  fault: ChunkFault;
  sequence: number;
  positionMs: number;
}

export interface ChunkFaultsState {
  /** Armed faults not yet applied, in the order they will hit the next captured chunks. */
  pending: { fault: ChunkFault; count: number }[];
  /** Every fault applied so far, oldest first. */
  applied: AppliedChunkFault[];
}

export function createChunkFaults() {
  // Faults apply to the next chunks in the order they were armed: `drop 2` then `repeat 1` drops
  // two chunks and repeats the third, so a test can stage a precise sequence.
  const pending: { fault: ChunkFault; count: number }[] = [];
  const applied: AppliedChunkFault[] = [];
  let held: AudioChunk[] = [];

  const nextFault = (): ChunkFault | undefined => {
    const head = pending[0];
    if (!head) return undefined;
    head.count -= 1;
    if (head.count === 0) pending.shift();
    return head.fault;
  };

  const releaseHeld = () => {
    const late = held;
    held = [];
    return late;
  };

  return {
    /** Arms `count` faults of one kind after those already armed. */
    arm(fault: ChunkFault, count: number) {
      if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
      pending.push({ fault, count });
    },
    /** The chunks to send now for a chunk just captured, in order (none when it is dropped or held). */
    send(chunk: AudioChunk): AudioChunk[] {
      const fault = nextFault();
      if (fault) applied.push({ fault, sequence: chunk.sequence, positionMs: chunk.positionMs });
      if (fault === 'drop') return [];
      if (fault === 'late') {
        held.push(chunk);
        return [];
      }
      const now = fault === 'repeat' ? [chunk, chunk] : [chunk];
      return [...now, ...releaseHeld()];
    },
    /** Held chunks, sent when the recording stops: a late message still arrives, just last. */
    flush: releaseHeld,
    state: (): ChunkFaultsState => ({
      pending: pending.map((entry) => ({ ...entry })),
      applied: [...applied],
    }),
  };
}

export type ChunkFaults = ReturnType<typeof createChunkFaults>;
