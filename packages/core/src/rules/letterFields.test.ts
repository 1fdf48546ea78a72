import { describe, expect, it } from 'vitest';
import {
  hospitalNumberField,
  labelChoiceOf,
  labelChoices,
  labelNameOfChoice,
  noneLabelId,
  sampleIdShown,
} from './letterFields';

describe('label choices (spec 000 sections 3 and 5)', () => {
  const labels = [
    { id: 3, name: 'Clinic' },
    { id: 4, name: 'Scan' },
  ];

  it('offers None (id -1) first unless a label is mandatory', () => {
    expect(labelChoices(labels, false)).toEqual([{ id: noneLabelId, name: 'None' }, ...labels]);
    expect(noneLabelId).toBe(-1);
    expect(labelChoices(labels, true)).toEqual(labels);
  });

  it("shows the letter's label, else None, else nothing when a label is mandatory", () => {
    expect(labelChoiceOf(labelChoices(labels, false), 'Scan')).toBe(4);
    expect(labelChoiceOf(labelChoices(labels, false), null)).toBe(noneLabelId);
    expect(labelChoiceOf(labelChoices(labels, false), 'Gone')).toBe(noneLabelId);
    expect(labelChoiceOf(labelChoices(labels, true), null)).toBeNull();
    expect(labelChoiceOf(labelChoices(labels, true), 'Gone')).toBeNull();
  });

  it('gives no label name for None or a label no longer offered', () => {
    expect(labelNameOfChoice(labelChoices(labels, false), noneLabelId)).toBeNull();
    expect(labelNameOfChoice(labels, 3)).toBe('Clinic');
    expect(labelNameOfChoice(labels, 99)).toBeNull();
    expect(labelNameOfChoice(labels, null)).toBeNull();
  });
});

describe('Hosp. No./NHS No. and Sample ID (spec 000 sections 2 and 5)', () => {
  it('shows Hosp. No. unless the department hides it, a server without the flag included', () => {
    expect(hospitalNumberField({})).toEqual({ shown: true, mandatory: false });
    expect(hospitalNumberField(undefined)).toEqual({ shown: true, mandatory: false });
    expect(hospitalNumberField({ showMRN: null, mandatoryMRN: true })).toEqual({
      shown: true,
      mandatory: true,
    });
    expect(hospitalNumberField({ showMRN: false })).toEqual({ shown: false, mandatory: false });
  });

  it('never requires a hidden Hosp. No.', () => {
    expect(hospitalNumberField({ showMRN: false, mandatoryMRN: true })).toEqual({
      shown: false,
      mandatory: false,
    });
  });

  it('shows Sample ID only where the department shows it', () => {
    expect(sampleIdShown({ showSampleID: true })).toBe(true);
    expect(sampleIdShown({ showSampleID: null })).toBe(false);
    expect(sampleIdShown(undefined)).toBe(false);
  });
});
