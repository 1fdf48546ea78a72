import { describe, expect, it } from 'vitest';
import {
  canEditLetterHeader,
  isDocumentLoadable,
  jobStatusText,
  letterListMode,
  letterStepTypes,
  parseLetterId,
  restoreOptions,
  rowClickMessage,
  stepNames,
} from './workflow';

const ready = {
  isDeleted: false,
  isLetterCleaned: false,
  workflowStepName: 'To Review',
  letterStepType: 5000,
  autoLockedUserId: null,
  isListenableAudioReady: true,
};

describe('step names, types and statuses', () => {
  it('names the steps of both documents', () => {
    expect(Object.values(stepNames)).toEqual([
      'Audio capture',
      'Speech recognition',
      'Processing',
      'Outsource Transcription',
      'To Review',
      'Completed',
      'Manual Transcription',
      'processing_os',
      'to review_os',
    ]);
  });

  it('has the step type codes 1000, 2000, 5000, 7000', () => {
    expect(letterStepTypes).toEqual({
      audioCapture: 1000,
      outsourceTranscription: 2000,
      toReview: 5000,
      completed: 7000,
    });
  });

  it('names job statuses 1-6', () => {
    expect([1, 2, 3, 4, 5, 6].map(jobStatusText)).toEqual([
      'On Swift',
      'In transcription',
      'Job appeared on trust side',
      'Job was cancelled',
      'Job has small audio',
      'Job has too big audio',
    ]);
    expect(jobStatusText(7)).toBe('');
  });
});

describe('row click messages (spec 001 section 8)', () => {
  it('opens a ready letter', () => expect(rowClickMessage(ready, 1)).toBeNull());

  it('deleted jobs in early steps', () => {
    expect(
      rowClickMessage(
        { ...ready, isDeleted: true, workflowStepName: 'Audio capture', letterStepType: 1000 },
        1,
      ),
    ).toBe('This job was deleted and as such is not available to view');
  });

  it('cleaned or not-yet-ready jobs', () => {
    const expected = "Jobs can only be viewed once they have a status of 'To Review'";
    expect(rowClickMessage({ ...ready, isLetterCleaned: true }, 1)).toBe(expected);
    expect(
      rowClickMessage({ ...ready, workflowStepName: 'Speech recognition', letterStepType: null }, 1),
    ).toBe(expected);
    expect(rowClickMessage({ ...ready, workflowStepName: 'Processing', letterStepType: null }, 1)).toBe(
      expected,
    );
  });

  it('letters auto-locked by another user, until the lock expires', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(rowClickMessage({ ...ready, autoLockedUserId: 2 }, 1, now)).toBe('This letter is autolocked');
    expect(
      rowClickMessage({ ...ready, autoLockedUserId: 2, lockExpirationDate: '2026-11-22T12:03:00Z' }, 1, now),
    ).toBe('This letter is autolocked');
    expect(
      rowClickMessage({ ...ready, autoLockedUserId: 2, lockExpirationDate: '2026-11-22T11:00:00Z' }, 1, now),
    ).toBeNull();
    expect(rowClickMessage({ ...ready, autoLockedUserId: 1 }, 1, now)).toBeNull();
  });

  it('takes step type 1000 (new audio capture) as early whatever the step name', () => {
    expect(rowClickMessage({ ...ready, workflowStepName: null, letterStepType: 1000 }, 1)).toBe(
      "Jobs can only be viewed once they have a status of 'To Review'",
    );
  });

  it('opens deleted letters from To Review or Completed', () => {
    expect(rowClickMessage({ ...ready, isDeleted: true }, 1)).toBeNull();
    expect(
      rowClickMessage({ ...ready, isDeleted: true, workflowStepName: 'Completed', letterStepType: 7000 }, 1),
    ).toBeNull();
  });

  it('audio not listenable yet', () => {
    expect(rowClickMessage({ ...ready, isListenableAudioReady: false }, 1)).toBe(
      'The audio is processing. Please, reload the page in a minute',
    );
  });
});

describe('letter routes (spec 000 section 2)', () => {
  it.each([
    ['12', 12],
    ['007', 7],
  ])('accepts the id %s', (raw, id) => expect(parseLetterId(raw)).toBe(id));

  it.each([undefined, null, '', 'abc', '12a', '4x', '-1', '1.5', '0', ' 12', '1e3', '99999999999999999999'])(
    'rejects the id %s',
    (raw) => expect(parseLetterId(raw)).toBeNull(),
  );

  it('puts deleted letters in completed whatever their step', () => {
    expect(letterListMode({ isDeleted: true, letterStepName: 'To Review', letterStepType: 5000 })).toBe(
      'completed',
    );
  });

  it('puts step Completed (name in any case, or type 7000) in completed', () => {
    expect(letterListMode({ letterStepName: 'Completed' })).toBe('completed');
    expect(letterListMode({ letterStepName: 'completed' })).toBe('completed');
    expect(letterListMode({ letterStepType: 7000 })).toBe('completed');
  });

  it('puts every other step in progress', () => {
    expect(letterListMode({ isDeleted: false, letterStepName: 'Audio capture', letterStepType: 1000 })).toBe(
      'in-progress',
    );
    expect(letterListMode({ letterStepName: 'To Review' })).toBe('in-progress');
  });
});

describe('letter view rules', () => {
  it('loads a document unless deleted at audio capture, cleaned or type 2000', () => {
    expect(isDocumentLoadable({ letterStepName: 'To Review', letterStepType: 5000 })).toBe(true);
    expect(isDocumentLoadable({ isDeleted: true, letterStepName: 'Audio capture' })).toBe(false);
    expect(isDocumentLoadable({ isDeleted: true, letterStepName: 'To Review' })).toBe(true);
    expect(isDocumentLoadable({ isLetterCleaned: true })).toBe(false);
    expect(isDocumentLoadable({ letterStepType: 2000 })).toBe(false);
  });

  it('blocks header editing when locked or held by another, cleaned, deleted, at 7000 or external', () => {
    expect(canEditLetterHeader({ letterStepType: 5000 }, 1)).toBe(true);
    expect(canEditLetterHeader({ autoLockedUserId: 1 }, 1)).toBe(true);
    expect(canEditLetterHeader({ autoLockedUserId: 2 }, 1)).toBe(false);
    expect(canEditLetterHeader({ heldUserId: 2 }, 1)).toBe(false);
    expect(canEditLetterHeader({ isLetterCleaned: true }, 1)).toBe(false);
    expect(canEditLetterHeader({ isDeleted: true }, 1)).toBe(false);
    expect(canEditLetterHeader({ letterStepType: 7000 }, 1)).toBe(false);
    expect(canEditLetterHeader({ isExternalSystemPatient: true }, 1)).toBe(false);
  });

  it('offers restore choices by stage (spec 001 section 4)', () => {
    expect(restoreOptions({ isDeleted: true, letterStepName: 'To Review' })).toEqual([
      { label: 'To Review', letterStepType: 5000 },
    ]);
    expect(
      restoreOptions({ isDeleted: true, letterStepName: 'Manual Transcription', isManual: true }),
    ).toEqual([{ label: 'To Review', letterStepType: 2000 }]);
    expect(restoreOptions({ isDeleted: true, letterStepName: 'Completed' })).toEqual([
      { label: 'To Review', letterStepType: 5000 },
      { label: 'Completed', letterStepType: 7000 },
    ]);
    expect(restoreOptions({ isDeleted: true, letterStepName: 'Processing' })).toEqual([]);
    expect(restoreOptions({ isDeleted: false, letterStepName: 'To Review' })).toEqual([]);
  });
});
