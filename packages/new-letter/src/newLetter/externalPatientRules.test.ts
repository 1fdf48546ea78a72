import type { OrganisationItem } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { externalPatientProblem, externalSystemOf } from './externalPatientRules';

describe('externalSystemOf', () => {
  const item = (fields: Partial<OrganisationItem>): OrganisationItem => ({ id: 1, name: 'D', ...fields });
  it('is EMIS for 10, TPP otherwise, none without the display flag or a system', () => {
    expect(externalSystemOf(item({ displayExternalSystem: true, externalClinicalSystem: 10 }))).toBe(10);
    expect(externalSystemOf(item({ displayExternalSystem: true, externalClinicalSystem: 20 }))).toBe(20);
    expect(externalSystemOf(item({ displayExternalSystem: false, externalClinicalSystem: 10 }))).toBeNull();
    expect(externalSystemOf(item({ displayExternalSystem: true, externalClinicalSystem: 0 }))).toBeNull();
    expect(externalSystemOf(undefined)).toBeNull();
  });
});

describe('externalPatientProblem (spec 000 section 8)', () => {
  it('reads the EMIS codes', () => {
    expect(externalPatientProblem(10, '0')).toBe('Swift desktop app is not running');
    expect(externalPatientProblem(10, '1010')).toBe('EMIS is not running');
    expect(externalPatientProblem(10, '1011')).toBe('No patient is selected in EMIS');
    expect(externalPatientProblem(10, '1012')).toBe('More than one EMIS is running');
    expect(externalPatientProblem(10, '1003')).toBe('EMIS technical error (code 1003)');
    expect(externalPatientProblem(10, '2004')).toMatch(/does not match .*\(code 2004\)$/);
  });
  it('reads the TPP codes', () => {
    expect(externalPatientProblem(20, '2001')).toBe('TPP is not running');
    expect(externalPatientProblem(20, '2004')).toBe('No patient is selected in TPP');
    expect(externalPatientProblem(20, '2003')).toBe('TPP technical error (code 2003)');
    expect(externalPatientProblem(20, '1011')).toMatch(/does not match .*\(code 1011\)$/);
  });
  it('asks to check again after a timeout, and shows anything else as a technical error', () => {
    expect(externalPatientProblem(20, '2009')).toBe('Connection timed out. Please press Check again');
    expect(externalPatientProblem(10, 'Forbidden')).toBe('EMIS technical error (code Forbidden)');
  });
});
