import { describe, expect, it } from 'vitest';
import { correctedLetterPath, letterRedirectTarget } from './letterRoutes';

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
