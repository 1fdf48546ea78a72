import { describe, expect, it } from 'vitest';
import type { OrganisationItem } from '../schemas/organisation';
import {
  chosenOrganisationItem,
  findOrganisationItem,
  onlyChoice,
  organisationChoiceOf,
  withOnlyChoices,
} from './organisationChoice';

const cardiology: OrganisationItem = { id: 11, name: 'Cardiology' };
const radiology: OrganisationItem = { id: 12, name: 'Radiology' };
const hospital: OrganisationItem = { id: 1, name: 'Hospital', childrenOrgItems: [cardiology, radiology] };
const nursing: OrganisationItem = { id: 21, name: 'Nursing' };
const clinic: OrganisationItem = { id: 2, name: 'Clinic', childrenOrgItems: [nursing] };
const practice: OrganisationItem = { id: 3, name: 'Practice', childrenOrgItems: [] };
const organisations = [hospital, clinic, practice];
const none = { organisationId: null, departmentId: null };

describe('the organisation item a letter belongs to (spec 000 sections 4 and 5)', () => {
  it('needs a department when the organisation has several, and takes only one of its own', () => {
    expect(chosenOrganisationItem(organisations, { organisationId: 1, departmentId: null })).toBeUndefined();
    expect(chosenOrganisationItem(organisations, { organisationId: 1, departmentId: 12 })).toBe(radiology);
    expect(chosenOrganisationItem(organisations, { organisationId: 1, departmentId: 21 })).toBeUndefined();
  });

  it('is the only department whether or not it was picked: there is nothing to choose', () => {
    // The recording page, upload audio and the letter header once disagreed here: two asked
    // for the one department to be picked first.
    expect(chosenOrganisationItem(organisations, { organisationId: 2, departmentId: null })).toBe(nursing);
    expect(chosenOrganisationItem(organisations, { organisationId: 2, departmentId: 21 })).toBe(nursing);
  });

  it('is the organisation itself when it has no departments; nothing without an organisation', () => {
    expect(chosenOrganisationItem(organisations, { organisationId: 3, departmentId: null })).toBe(practice);
    expect(chosenOrganisationItem(organisations, none)).toBeUndefined();
    expect(chosenOrganisationItem(organisations, { organisationId: 99, departmentId: null })).toBeUndefined();
  });

  it('finds the organisation and department of an item, an organisation or a department', () => {
    expect(organisationChoiceOf(organisations, 12)).toEqual({ organisationId: 1, departmentId: 12 });
    expect(organisationChoiceOf(organisations, 3)).toEqual({ organisationId: 3, departmentId: null });
    expect(organisationChoiceOf(organisations, 99)).toBeNull();
    expect(organisationChoiceOf(organisations, null)).toBeNull();
    expect(findOrganisationItem(organisations, 1)).toBe(hospital);
    expect(findOrganisationItem(organisations, 12)).toBe(radiology);
    expect(findOrganisationItem(organisations, 99)).toBeUndefined();
    expect(findOrganisationItem(organisations, null)).toBeUndefined();
  });

  it('selects the only organisation and the only department, and keeps what was picked', () => {
    expect(withOnlyChoices([clinic], { ...none, priorityId: 4 })).toEqual({
      organisationId: 2,
      departmentId: 21,
      priorityId: 4,
    });
    expect(withOnlyChoices(organisations, none)).toEqual(none);
    expect(withOnlyChoices(organisations, { organisationId: 1, departmentId: null })).toEqual({
      organisationId: 1,
      departmentId: null,
    });
    expect(onlyChoice([{ id: 7 }])).toBe(7);
    expect(onlyChoice([{ id: 7 }, { id: 8 }])).toBeNull();
    expect(onlyChoice([])).toBeNull();
  });
});
