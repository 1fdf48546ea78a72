import type { RecorderUploadAdapter } from '@dictation/recorder';

/**
 * Holds a recording's uploads while its job does not exist on the server yet (an offline draft,
 * issue 35): the uploader's calls wait at the gate instead of failing, so nothing is retried in a
 * loop or refused, and the journal keeps every block meanwhile as it always does.
 */
export interface UploadGate {
  /** Uploads wait from now on. */
  close(): void;
  /** The job exists: waiting uploads go, and later ones pass at once. */
  open(): void;
  /** Resolves when the gate is open. */
  passed(): Promise<void>;
}

export function createUploadGate(startsOpen: boolean): UploadGate {
  let release: (() => void) | undefined;
  let waiting: Promise<void> | undefined;
  const gate: UploadGate = {
    close() {
      waiting ??= new Promise((resolve) => {
        release = resolve;
      });
    },
    open() {
      release?.();
      release = undefined;
      waiting = undefined;
    },
    passed: () => waiting ?? Promise.resolve(),
  };
  if (!startsOpen) gate.close();
  return gate;
}

/** The adapter with its upload calls held at `gate` (playback calls are for stored audio: not held). */
export function gatedUploadAdapter(adapter: RecorderUploadAdapter, gate: UploadGate): RecorderUploadAdapter {
  return {
    ...adapter,
    suspend: async (request) => {
      await gate.passed();
      return adapter.suspend(request);
    },
    completeSuspendWithLength: async (request) => {
      await gate.passed();
      return adapter.completeSuspendWithLength(request);
    },
    storeWithLength: async (request) => {
      await gate.passed();
      return adapter.storeWithLength(request);
    },
  };
}
