import { applyRecordEdit, PcmTimeline, SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import type { RecordMode } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import type { JournalOperation } from '../journal/journalStorage';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { lastHeldByServer } from './lastHeldByServer';

type Edit = { recordMode: RecordMode; startMs: number; ms: number };

/**
 * A recording of `baseMs` with `edits` applied in order, as the writer journals them (each with
 * the length before it), and the server's audio after each prefix of them.
 */
function recording(baseMs: number, edits: Edit[]) {
  const local = new PcmTimeline();
  local.append(synthesizeSpeech(baseMs * samplesPerMs, { seed: 1 }));
  const serverLengths = [local.lengthSamples];
  const operations = edits.map(({ recordMode, startMs, ms }, sequence): JournalOperation => {
    const pcm = synthesizeSpeech(ms * samplesPerMs, { seed: sequence + 2 });
    const lengthBeforeSamples = local.lengthSamples;
    applyRecordEdit(local, { recordMode, startPosition: startMs }, pcm);
    serverLengths.push(local.lengthSamples);
    return {
      fileName: 'f',
      sequence,
      operationId: `op-${sequence}`,
      recordMode,
      startMs,
      pcm,
      lengthBeforeSamples,
    };
  });
  /** The server's length once it applied operations 0..`through` (-1: none). */
  const serverThrough = (through: number) => serverLengths[through + 1] as number;
  return { operations, serverThrough };
}

const insert = (startMs: number, ms = 2000): Edit => ({ recordMode: 0, startMs, ms });
const overwrite = (startMs: number, ms = 2000): Edit => ({ recordMode: 1, startMs, ms });

describe('lastHeldByServer: which operations the server applied, when the journal cannot say', () => {
  it('the acknowledged ones when the server has no more', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), insert(7000), insert(9000)]);
    expect(lastHeldByServer(serverThrough(0), operations, 0)).toBe(0);
    expect(lastHeldByServer(serverThrough(-1), operations, -1)).toBe(-1);
  });

  it('inserts the server applied without the journal knowing: one, or two', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), insert(1000), insert(9000)]);
    expect(lastHeldByServer(serverThrough(1), operations, 0)).toBe(1);
    expect(lastHeldByServer(serverThrough(2), operations, 0)).toBe(2);
    expect(lastHeldByServer(serverThrough(1), operations, -1)).toBe(1);
  });

  it('an overwrite past the end lengthens the audio, so it shows as held', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), overwrite(6000, 2000)]);
    expect(lastHeldByServer(serverThrough(1), operations, 0)).toBe(1);
  });

  it('overwrites within the audio leave the length: the earliest, as applying them again is harmless', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), overwrite(1000), overwrite(2000)]);
    expect(serverThrough(2)).toBe(serverThrough(0));
    expect(lastHeldByServer(serverThrough(2), operations, 0)).toBe(0);
  });

  it('an insert after an overwrite within the audio: the overwrite is held too', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), overwrite(1000), insert(0)]);
    expect(lastHeldByServer(serverThrough(2), operations, 0)).toBe(2);
  });

  it('falls back on the journal when no length fits: operations without lengths, or audio changed elsewhere', () => {
    const { operations, serverThrough } = recording(5000, [insert(5000), insert(7000)]);
    const journaledBeforeLengths = operations.map(({ lengthBeforeSamples: _, ...operation }) => operation);
    expect(lastHeldByServer(serverThrough(1), journaledBeforeLengths, 0)).toBe(0);
    expect(lastHeldByServer(serverThrough(1) + 16, operations, 0)).toBe(0);
  });
});
