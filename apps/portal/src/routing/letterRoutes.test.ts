import { describe, expect, it } from 'vitest';
import { correctedLetterPath, letterListMode, letterRedirectTarget, parseLetterId } from './letterRoutes';

describe('parseLetterId', () => {
  it.each([
    ['12', 12],
    ['007', 7],
  ])('accepts %s', (raw, id) => expect(parseLetterId(raw)).toBe(id));

  it.each([undefined, '', 'abc', '12a', '-1', '1.5', '0', ' 12', '1e3'])('rejects %s', (raw) =>
    expect(parseLetterId(raw)).toBeUndefined(),
  );
});

describe('letterListMode', () => {
  it('puts deleted letters in completed whatever their step', () => {
    expect(letterListMode({ isDeleted: true, letterStepName: 'To Review', letterStepType: 5000 })).toBe(
      'completed',
    );
  });
  it('puts step Completed (name or type 7000) in completed', () => {
    expect(letterListMode({ letterStepName: 'Completed' })).toBe('completed');
    expect(letterListMode({ letterStepType: 7000 })).toBe('completed');
  });
  it('puts every other step in progress', () => {
    expect(letterListMode({ isDeleted: false, letterStepName: 'Audio capture', letterStepType: 1000 })).toBe(
      'in-progress',
    );
  });
});

describe('letterRedirectTarget (letter/{id})', () => {
  it('sends an invalid id to /in-progress without looking at metadata', () => {
    expect(letterRedirectTarget('abc', { id: 1, letterStepName: 'Completed' })).toBe('/in-progress');
  });
  it('sends a deleted letter to the completed URL', () => {
    expect(letterRedirectTarget('5', { id: 5, isDeleted: true })).toBe('/completed/letter/5');
  });
  it('sends a completed letter to the completed URL', () => {
    expect(letterRedirectTarget('5', { id: 5, letterStepName: 'Completed' })).toBe('/completed/letter/5');
  });
  it('sends any other letter to the in-progress URL', () => {
    expect(letterRedirectTarget('5', { id: 5, letterStepName: 'To Review' })).toBe('/in-progress/letter/5');
  });
  it('sends an empty answer to /in-progress', () => {
    expect(letterRedirectTarget('5', {})).toBe('/in-progress');
    expect(letterRedirectTarget('5', null)).toBe('/in-progress');
    expect(letterRedirectTarget('5', undefined)).toBe('/in-progress');
  });
});

describe('correctedLetterPath', () => {
  it('moves an in-progress URL of a completed letter to the completed URL', () => {
    expect(correctedLetterPath('in-progress', 9, { letterStepType: 7000 })).toBe('/completed/letter/9');
  });
  it('moves an in-progress URL of a deleted letter to the completed URL', () => {
    expect(correctedLetterPath('in-progress', 9, { isDeleted: true })).toBe('/completed/letter/9');
  });
  it('moves a completed URL of a letter neither completed nor deleted to the in-progress URL', () => {
    expect(correctedLetterPath('completed', 9, { letterStepName: 'To Review', isDeleted: false })).toBe(
      '/in-progress/letter/9',
    );
  });
  it('leaves a correct URL alone', () => {
    expect(correctedLetterPath('completed', 9, { isDeleted: true })).toBeUndefined();
    expect(correctedLetterPath('in-progress', 9, { letterStepName: 'Processing' })).toBeUndefined();
  });
  it('leaves the URL alone while there is no letter', () => {
    expect(correctedLetterPath('completed', 9, {})).toBeUndefined();
  });
});
