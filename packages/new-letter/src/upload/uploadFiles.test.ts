import { DEFAULT_AUDIO_LIMITS } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { readUploadFile, withoutDuplicateNames } from './uploadFiles';
import { wavTestFile as wavFile } from './wavTestFile';

const date = new Date('2026-11-22T09:00:00Z');
const read = (file: File, limits = DEFAULT_AUDIO_LIMITS) =>
  readUploadFile(file, limits, { id: 'f1', now: () => date });

describe('readUploadFile (spec 000 section 5)', () => {
  it('accepts a playable file with its duration and empty details', async () => {
    const outcome = await read(wavFile('ward round.wav', 5));
    expect(outcome).toMatchObject({
      kind: 'accepted',
      file: {
        id: 'f1',
        name: 'ward round.wav',
        durationMs: 5000,
        playable: true,
        details: { priorityId: null },
      },
    });
  });

  it('rejects with the Date, File Name and Reason of the spec', async () => {
    expect(await read(wavFile('short.wav', 3))).toEqual({
      kind: 'rejected',
      rejection: { date, fileName: 'short.wav', reason: 'The audio is too short (<4s)' },
    });
    expect(await read(new File(['text'], 'notes.txt'))).toMatchObject({
      rejection: { reason: 'Unsupported file format' },
    });
    expect(await read(new File([], 'empty.wav'))).toMatchObject({
      rejection: { reason: 'The file is too small (0Kb)' },
    });
  });

  it('refuses a file over the size limit without reading it', async () => {
    const big = wavFile('big.wav', 5);
    const limits = { ...DEFAULT_AUDIO_LIMITS, maximumAllowedSize: 1024 };
    Object.defineProperty(big, 'arrayBuffer', {
      value: () => Promise.reject(new Error('read a file that the size check refuses')),
    });
    expect(await read(big, limits)).toMatchObject({ rejection: { reason: 'The file is too big (>0Mb)' } });
  });

  it('says so when a file does not hold what its extension promises', async () => {
    expect(await read(new File([new Uint8Array(4096).fill(7)], 'broken.mp3'))).toMatchObject({
      rejection: { reason: 'The audio file cannot be read' },
    });
  });

  it('accepts wma without a duration and marks it not playable', async () => {
    expect(await read(new File([new Uint8Array(4096)], 'old.wma'))).toMatchObject({
      kind: 'accepted',
      file: { durationMs: null, playable: false },
    });
  });
});

describe('withoutDuplicateNames (spec 000 section 4)', () => {
  it('ignores names already listed or picked twice', () => {
    const picked = [new File(['a'], 'a.wav'), new File(['b'], 'b.wav'), new File(['a2'], 'a.wav')];
    expect(withoutDuplicateNames(picked, [{ name: 'b.wav' }]).map((file) => file.name)).toEqual(['a.wav']);
  });
});
