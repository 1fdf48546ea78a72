import type { LetterListItem, OrganisationItem, UserProfile } from '@dictation/core';
import type { ListContext, TenantType } from '../types';

/**
 * Deterministic letters, profiles and lookups shared by tests, stories and the bench. Not
 * exported from the package: hosts bring real data.
 */

const steps = ['To Review', 'To Review', 'Speech recognition', 'Processing', 'Manual Transcription'] as const;
const authors = ['Dr Alice Brown', 'Dr Omar Haddad', 'Dr Jane Smith'] as const;
const families = ["O'Neil", 'Patel', 'Smith', 'Nowak'] as const;

export function makeLetter(index: number, overrides: Partial<LetterListItem> = {}): LetterListItem {
  const day = String(1 + (index % 28)).padStart(2, '0');
  return {
    id: 1000 + index,
    priority: index % 4 === 0 ? 2 : 1,
    recordedDate: `2026-11-${day}T09:${String(index % 60).padStart(2, '0')}:00Z`,
    authorName: authors[index % authors.length],
    orgItemName: index % 2 === 0 ? 'Cardiology' : 'Radiology',
    orgItemId: index % 2 === 0 ? 11 : 12,
    mrn: `H${String(100000 + index)}`,
    sampleID: index % 3 === 0 ? `S-${index}` : null,
    label: index % 5 === 0 ? null : 'Clinic',
    workflowStepName: steps[index % steps.length],
    onOutsource: false,
    isDeleted: false,
    isCompleted: false,
    isLetterCleaned: false,
    isListenableAudioReady: true,
    autoLockedUserId: index % 7 === 3 ? 99 : null,
    autoLockedUserNameFormatted: index % 7 === 3 ? 'Mary Jones' : null,
    notes: index % 6 === 0 ? 'Call the patient back' : null,
    approved: index % 2 === 0,
    letterApprovalType: index % 3,
    durationInMilliseconds: 61_000 + index * 1000,
    dit2JobNo: `D2-${index}`,
    dit2StatusSync: String(1 + (index % 6)),
    patientFamilyName: families[index % families.length],
    patientFirstNames: 'Sam',
    patientDateOfBirth: '1970-03-14T00:00:00Z',
    patientNHSNumber: '4857773456',
    ...overrides,
  };
}

export function makeLetters(count: number, start = 0): LetterListItem[] {
  return Array.from({ length: count }, (_, index) => makeLetter(start + index));
}

export function makeProfile(
  tenantType: TenantType,
  options: { isAuthor?: boolean; months?: string } = {},
): UserProfile {
  return {
    id: 5,
    accountId: 77,
    fullName: 'Sue Secretary',
    roles: [options.isAuthor ? { name: 'Doctor', type: 200 } : { name: 'Secretary', type: 100 }],
    organisationItemRelations: [
      {
        organizationItemId: 10,
        organizationItemName: 'General Hospital',
        externalClinicalSystem: tenantType === 'externalSystem',
      },
    ],
    moduleData: {
      isDit2Tenant: tenantType === 'dit2',
      packageSettings: [
        { code: 'CJLMC', value: options.months ?? '3' },
        { code: 'DMION', value: 'true' },
      ],
    },
  };
}

export const organisationItems: OrganisationItem[] = [
  {
    id: 10,
    name: 'General Hospital',
    showSampleID: true,
    childrenOrgItems: [
      { id: 11, name: 'Cardiology', showSampleID: true },
      { id: 12, name: 'Radiology' },
    ],
  },
];

export const priorities = [
  { id: 1, name: 'Normal' },
  { id: 2, name: 'Urgent' },
];
export const labels = [
  { id: 1, name: 'Clinic' },
  { id: 2, name: "Dr's list" },
];
export const authorsWithLetters = [
  { id: 5, fullNameFormatted: 'Sue Secretary' },
  { id: 6, fullNameFormatted: 'Dr Alice Brown' },
  { id: 7, fullNameFormatted: 'Dr Omar Haddad' },
];

/** A standard-tenant secretary's list context; tests and stories override what they exercise. */
export function makeListContext(overrides: Partial<ListContext> = {}): ListContext {
  return {
    tenantType: 'standard',
    userId: 5,
    isAuthor: false,
    letterApprovalPermission: true,
    outsourceEnabled: false,
    manualEnabled: false,
    showSampleId: false,
    hospitalNumberNaming: true,
    archiveMonths: 3,
    ...overrides,
  };
}
