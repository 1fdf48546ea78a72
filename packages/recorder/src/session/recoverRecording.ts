import { applyRecordEdit, bytesToPcm, type PcmTimeline } from '@dictation/audio';
import type { RecordingJournal } from '../journal/createRecordingJournal';
import type { JournalOperation } from '../journal/journalStorage';
import type { StoredJournal } from '../journal/readStoredJournal';
import { byteParts } from '../uploader/byteParts';
import { lastHeldByServer } from './lastHeldByServer';

/** Loads the server's audio of the letter into an empty timeline; false when it could not. */
export type LoadStoredAudio = (timeline: PcmTimeline) => Promise<boolean>;

export interface RecoveredRecording {
  /** Operations the server has not acknowledged, to upload. */
  unacknowledged: JournalOperation[];
  /** The page went away while capturing: the last fraction of a second may be missing. */
  interrupted: boolean;
  /** An operation could not be applied (a damaged journal): audio may be missing. */
  damaged: boolean;
  /**
   * The base had to come from the server and could not be loaded: the local timeline is not the
   * recording (the server still has it and gets the operations), so nothing may be recorded here.
   */
  baseMissing: boolean;
  nextSequence: number;
  cursorMs: number;
  /** Set when the base had to be taken from the server again and is being stored. */
  storingBase?: Promise<void>;
}

/** Raw PCM parts of about 1 MiB: the base of a long recording is stored without copying it whole. */
const basePartBytes = 1_048_576;

async function* pcmParts(chunks: AsyncIterable<Int16Array>): AsyncGenerator<Int16Array> {
  for await (const bytes of byteParts(chunks, basePartBytes)) {
    if (bytes.byteLength > 0) yield bytesToPcm(bytes);
  }
}

/**
 * Stores the timeline as it is now as the journal's base, then marks it stored. The snapshot is
 * taken at the call, so recording may go on meanwhile. A base the storage refused (a full disk)
 * stays `writing`: a recovery then takes it from the server, which holds what was sent since.
 */
export async function storeBase(
  journal: RecordingJournal,
  timeline: PcmTimeline,
  baseThrough = -1,
): Promise<void> {
  void journal.updateSession({ base: 'writing', baseThrough });
  if (await journal.writeBase(pcmParts(timeline.readChunks())))
    await journal.updateSession({ base: 'stored' });
}

/**
 * Rebuilds the recording of the last page from the journal alone (its base and every operation,
 * sent or not), without asking the server, and returns what is left to upload. Returns undefined
 * when the journal holds nothing for this recording. Only when the base was never fully stored (a
 * crash while writing it, before anything was uploaded) or the journal is from before bases were
 * kept does the base come from the server, which then still holds it unchanged.
 */
export async function recoverRecording(
  journal: RecordingJournal,
  timeline: PcmTimeline,
  loadStoredAudio: LoadStoredAudio | undefined,
  log?: (error: unknown) => void,
  /** The journal as read ahead under the recording's lock (`openRecordingAhead`). */
  readAhead?: Promise<StoredJournal>,
): Promise<RecoveredRecording | undefined> {
  const { session, operations } = await journal.load(readAhead);
  if (!session && operations.length === 0) return undefined;
  let storingBase: Promise<void> | undefined;
  let baseMissing = false;
  /** The operations the base already holds. */
  let baseThrough = -1;
  if (session?.base === 'stored') {
    for await (const chunk of journal.readBase()) timeline.append(chunk);
    baseThrough = session.baseThrough ?? -1;
  } else if (loadStoredAudio && !(await loadStoredAudio(timeline))) {
    baseMissing = true;
  } else {
    // The server's audio holds every operation it acknowledged: none when a crash cut the base
    // short (nothing is uploaded before it is stored), some when the storage refused it, and
    // perhaps one or two more whose acknowledgement the page did not live to journal.
    if (loadStoredAudio) {
      const surelyHeld = Math.max(session?.acknowledgedThrough ?? -1, session?.baseThrough ?? -1);
      baseThrough = lastHeldByServer(timeline.lengthSamples, operations, surelyHeld);
    }
    storingBase = storeBase(journal, timeline, baseThrough);
  }
  let damaged = false;
  const toApply = baseMissing ? [] : operations.filter((operation) => operation.sequence > baseThrough);
  for (const operation of toApply) {
    try {
      applyRecordEdit(
        timeline,
        { recordMode: operation.recordMode, startPosition: operation.startMs },
        operation.pcm,
      );
    } catch (error) {
      // A position the timeline refuses: the journal does not fit its base. Keep what applied.
      log?.(error);
      damaged = true;
      break;
    }
  }
  const lastSequence = operations.at(-1)?.sequence ?? -1;
  if (damaged) {
    // What could be rebuilt becomes the new base, so the next page does not stumble on the same
    // operation; the server gets this audio whole at the hash check that follows the recovery.
    await journal.clear();
    void journal.updateSession({ ...session, capturing: false, acknowledgedThrough: lastSequence });
    storingBase = storeBase(journal, timeline);
  }
  return {
    unacknowledged: damaged ? [] : operations.filter((operation) => !operation.acknowledged),
    interrupted: session?.capturing ?? false,
    damaged,
    baseMissing,
    nextSequence: Math.max(session?.nextSequence ?? 0, lastSequence + 1),
    cursorMs: Math.min(session?.cursorMs ?? 0, Math.round(timeline.lengthMs)),
    ...(storingBase ? { storingBase } : {}),
  };
}
