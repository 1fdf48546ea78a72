import type { LetterFields, LetterPatch, UnsavedLetterFields } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changedFields,
  createLetterFieldSaver,
  type FieldSaveState,
  fieldsOfLetter,
  withUnsavedFields,
} from './letterFieldSaver';

const onServer: LetterFields = {
  organisationItemId: 12,
  priority: 5,
  labelName: null,
  patientMRN: null,
  sampleID: null,
  dictationType: 'Dictation',
  templateId: null,
};

/** A saver over a fake server whose answers the test decides, one call at a time. */
function harness() {
  const calls: { patch: LetterPatch; answer: (error?: unknown) => void }[] = [];
  let kept: UnsavedLetterFields | null = null;
  const states: FieldSaveState[] = [];
  const refused: unknown[] = [];
  const saver = createLetterFieldSaver({
    letterId: 7,
    saved: onServer,
    send: (patch) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ patch, answer: (error) => (error ? reject(error) : resolve()) });
      }),
    keep: (unsaved) => {
      kept = unsaved;
    },
    isRefusal: (error) => error === 'refused',
    onRefused: (error) => refused.push(error),
    onStateChange: (state) => states.push(state),
  });
  return { saver, calls, kept: () => kept, states, refused };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLetterFieldSaver: each change saved as it is made, nothing lost', () => {
  it('keeps a change on this computer at once and sends only what changed after the pause', async () => {
    const { saver, calls, kept } = harness();
    saver.change({ ...onServer, priority: 6 });
    saver.change({ ...onServer, priority: 6, patientMRN: 'H-7' });
    expect(kept()).toEqual({ letterId: 7, fields: { ...onServer, priority: 6, patientMRN: 'H-7' } });
    expect(calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((call) => call.patch)).toEqual([{ id: 7, priority: 6, patientMRN: 'H-7' }]);
    calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toBeNull();
  });

  it('has one patch in flight; a change made meanwhile follows it, and the copy is kept until then', async () => {
    const { saver, calls, kept, states } = harness();
    saver.change({ ...onServer, priority: 6 });
    await vi.advanceTimersByTimeAsync(500);
    saver.change({ ...onServer, priority: 6, sampleID: 'S-1' });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);

    calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()?.fields.sampleID).toBe('S-1');
    expect(calls.map((call) => call.patch)).toEqual([
      { id: 7, priority: 6 },
      { id: 7, sampleID: 'S-1' },
    ]);
    calls[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  it('says a change is unsaved from the moment it is made until the server has it, and sends it now when asked', async () => {
    const { saver, calls } = harness();
    expect(saver.hasUnsaved()).toBe(false);
    saver.change({ ...onServer, priority: 6 });
    // Before the pause ends: nothing sent yet, and a sign-out must know.
    expect(saver.hasUnsaved()).toBe(true);
    saver.flush();
    expect(calls.map((call) => call.patch)).toEqual([{ id: 7, priority: 6 }]);
    expect(saver.hasUnsaved()).toBe(true);
    calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('keeps the change while the server cannot be reached and sends it again', async () => {
    const { saver, calls, kept, states } = harness();
    saver.change({ ...onServer, labelName: 'Referral' });
    await vi.advanceTimersByTimeAsync(500);
    calls[0]?.answer(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('waiting');
    expect(kept()?.fields.labelName).toBe('Referral');

    await vi.advanceTimersByTimeAsync(5000);
    expect(calls[1]?.patch).toEqual({ id: 7, labelName: 'Referral' });
    calls[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(kept()).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  it('leaving the page sends what is pending once; a failed send is kept, not retried from the page gone', async () => {
    const { saver, calls, kept, states } = harness();
    saver.change({ ...onServer, patientMRN: 'H-9' });
    saver.leave();
    expect(calls.map((call) => call.patch)).toEqual([{ id: 7, patientMRN: 'H-9' }]);
    calls[0]?.answer(new Error('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toBe('waiting');
    expect(kept()?.fields.patientMRN).toBe('H-9');
    saver.change({ ...onServer, patientMRN: 'H-10' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('says why a refused change did not save, keeps it, and does not retry on its own', async () => {
    const { saver, calls, kept, refused } = harness();
    saver.change({ ...onServer, templateId: 99 });
    await vi.advanceTimersByTimeAsync(500);
    calls[0]?.answer('refused');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refused).toEqual(['refused']);
    expect(calls).toHaveLength(1);
    expect(kept()?.fields.templateId).toBe(99);
  });

  it('sends nothing when a change is undone before the pause ends', async () => {
    const { saver, calls, kept } = harness();
    saver.change({ ...onServer, priority: 6 });
    saver.change(onServer);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);
    expect(kept()).toBeNull();
  });

  it('holds while Complete or Delete runs, keeping the change, and saves it if the action fails', async () => {
    const { saver, calls, kept } = harness();
    saver.change({ ...onServer, priority: 6 });
    saver.hold();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(kept()?.fields.priority).toBe(6);
    // Complete failed: the user is still on the page with the change on screen.
    saver.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.patch)).toEqual([{ id: 7, priority: 6 }]);
  });

  it('stops once Complete or Delete succeeded: nothing more is sent and nothing kept', async () => {
    const { saver, calls, kept } = harness();
    saver.change({ ...onServer, priority: 6 });
    saver.hold();
    saver.stop();
    await vi.advanceTimersByTimeAsync(5000);
    saver.change({ ...onServer, priority: 7 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(kept()).toBeNull();
  });
});

describe('the letter fields against the server', () => {
  it('lists only the fields that differ', () => {
    expect(changedFields(onServer, { ...onServer, labelName: 'X', templateId: 3 })).toEqual({
      labelName: 'X',
      templateId: 3,
    });
    expect(changedFields(onServer, onServer)).toEqual({});
  });

  it('reads a letter with the default dictation type when it has none', () => {
    expect(fieldsOfLetter({ id: 7, organisationItemId: 12, priority: 5 }, 'Dictation')).toEqual(onServer);
  });

  it('reopens a letter with the changes kept for it, and only for it', () => {
    const letter = { id: 7, priority: 5, patientMRN: null };
    const unsaved = { letterId: 7, fields: { ...onServer, patientMRN: 'H-7' } };
    expect(withUnsavedFields(letter, unsaved)).toMatchObject({ id: 7, patientMRN: 'H-7' });
    expect(withUnsavedFields(letter, { ...unsaved, letterId: 8 })).toBe(letter);
    expect(withUnsavedFields(null, unsaved)).toBeNull();
  });
});
