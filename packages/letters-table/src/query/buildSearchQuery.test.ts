import { describe, expect, it } from 'vitest';
import { emptyFilters, type LettersFilters } from '../filters/lettersFilters';
import type { ListContext } from '../types';
import { buildFilter, buildSearchQuery, searchUrl } from './buildSearchQuery';
import { quoteString, textMatch } from './odata';

type Context = Pick<ListContext, 'tenantType' | 'letterApprovalPermission' | 'showSampleId'>;
const standard: Context = { tenantType: 'standard', letterApprovalPermission: true, showSampleId: true };
const external: Context = { ...standard, tenantType: 'externalSystem' };
const dit2: Context = { ...standard, tenantType: 'dit2' };
const inProgressBase = 'isCompleted eq false and isDeleted eq false';

function filterFor(
  patch: Partial<LettersFilters>,
  context: Context = standard,
  mode: 'inProgress' | 'completed' = 'inProgress',
) {
  return buildFilter({ mode, filters: { ...emptyFilters(), ...patch }, context });
}

describe('OData literals', () => {
  it('doubles single quotes so a value cannot close the literal', () => {
    expect(quoteString("O'Brien")).toBe("'O''Brien'");
    expect(quoteString("')) or true or contains(x,'")).toBe("''')) or true or contains(x,'''");
  });

  it('turns a double-quoted value into an exact match and anything else into contains', () => {
    expect(textMatch('mrn', '"AB 12"')).toBe("mrn eq 'AB 12'");
    expect(textMatch('mrn', 'AB 12')).toBe("contains(mrn,'AB 12')");
    expect(textMatch('mrn', '  "x\'y"  ')).toBe("mrn eq 'x''y'");
    expect(textMatch('mrn', '"AB')).toBe("contains(mrn,'\"AB')");
    expect(textMatch('mrn', '""')).toBeUndefined();
    expect(textMatch('mrn', '   ')).toBeUndefined();
  });
});

describe('buildFilter', () => {
  it('lists only unfinished, undeleted letters in progress when nothing is set', () => {
    expect(filterFor({})).toBe(inProgressBase);
  });

  it('completed mode: All shows completed or deleted, and the Completed / Deleted choices narrow it', () => {
    expect(filterFor({}, standard, 'completed')).toBe('(isCompleted eq true or isDeleted eq true)');
    expect(filterFor({ status: 'completed' }, standard, 'completed')).toBe(
      'isCompleted eq true and isDeleted eq false',
    );
    expect(filterFor({ status: 'deleted' }, standard, 'completed')).toBe('isDeleted eq true');
  });

  it('Job ID matches the id as a number', () => {
    expect(filterFor({ jobId: '000123' })).toBe(`${inProgressBase} and id eq 123`);
  });

  it('Dit2 Job No applies to Dit2 tenants only, with exact quoting', () => {
    expect(filterFor({ dit2JobNo: 'D-1' }, dit2)).toBe(`${inProgressBase} and contains(dit2JobNo,'D-1')`);
    expect(filterFor({ dit2JobNo: '"D-1"' }, dit2)).toBe(`${inProgressBase} and dit2JobNo eq 'D-1'`);
    expect(filterFor({ dit2JobNo: 'D-1' }, standard)).toBe(inProgressBase);
  });

  it('Priority 0 means all', () => {
    expect(filterFor({ priorityId: 0 })).toBe(inProgressBase);
    expect(filterFor({ priorityId: 2 })).toBe(`${inProgressBase} and priority eq 2`);
  });

  it('Recorded on covers the local day as a half-open range', () => {
    const start = new Date(2026, 10, 22).toISOString().replace('.000Z', 'Z');
    const end = new Date(2026, 10, 23).toISOString().replace('.000Z', 'Z');
    expect(filterFor({ recordedOn: '2026-11-22' })).toBe(
      `${inProgressBase} and recordedDate ge ${start} and recordedDate lt ${end}`,
    );
    expect(filterFor({ recordedOn: 'not a date' })).toBe(inProgressBase);
  });

  it('Patient name searches family and first names, for external-system users only, escaped', () => {
    expect(filterFor({ patientName: "O'Neil" }, external)).toBe(
      `${inProgressBase} and (contains(patientFamilyName,'O''Neil') or contains(patientFirstNames,'O''Neil'))`,
    );
    expect(filterFor({ patientName: 'Smith' }, standard)).toBe(inProgressBase);
  });

  it('Department matches the organisation item id', () => {
    expect(filterFor({ departmentId: 7 })).toBe(`${inProgressBase} and orgItemId eq 7`);
  });

  it('Hosp. No./NHS No. is contains, exact when quoted, and absent for external-system and Dit2 users', () => {
    expect(filterFor({ hospitalNumber: '123' })).toBe(`${inProgressBase} and contains(mrn,'123')`);
    expect(filterFor({ hospitalNumber: '"123"' })).toBe(`${inProgressBase} and mrn eq '123'`);
    expect(filterFor({ hospitalNumber: '123' }, external)).toBe(inProgressBase);
    expect(filterFor({ hospitalNumber: '123' }, dit2)).toBe(inProgressBase);
  });

  it('Labels: All adds nothing, No label matches null, a name matches exactly', () => {
    expect(filterFor({ label: { kind: 'all' } })).toBe(inProgressBase);
    expect(filterFor({ label: { kind: 'noLabel' } })).toBe(`${inProgressBase} and label eq null`);
    expect(filterFor({ label: { kind: 'label', name: "Dr's" } })).toBe(
      `${inProgressBase} and label eq 'Dr''s'`,
    );
  });

  it('Author matches any of the chosen authors', () => {
    expect(filterFor({ authorIds: [4] })).toBe(`${inProgressBase} and authorId in (4)`);
    expect(filterFor({ authorIds: [4, 9] })).toBe(`${inProgressBase} and authorId in (4,9)`);
  });

  it('Sample ID applies only where sample IDs are shown, with exact quoting', () => {
    expect(filterFor({ sampleId: 'S1' })).toBe(`${inProgressBase} and contains(sampleID,'S1')`);
    expect(filterFor({ sampleId: '"S1"' })).toBe(`${inProgressBase} and sampleID eq 'S1'`);
    expect(filterFor({ sampleId: 'S1' }, { ...standard, showSampleId: false })).toBe(inProgressBase);
  });

  it('Status in progress matches the step, separating outsourced from in-house steps', () => {
    expect(filterFor({ status: 'toReview' })).toBe(
      `${inProgressBase} and workflowStepName eq 'To Review' and onOutsource eq false`,
    );
    expect(filterFor({ status: 'toReviewOutsource' })).toBe(
      `${inProgressBase} and workflowStepName eq 'To Review' and onOutsource eq true`,
    );
    expect(filterFor({ status: 'manualTranscription' })).toBe(
      `${inProgressBase} and workflowStepName eq 'Manual Transcription'`,
    );
    expect(filterFor({ status: 'unknown-step' })).toBe(inProgressBase);
  });

  it('Dit2 Status Sync applies to Dit2 tenants only', () => {
    expect(filterFor({ dit2StatusSync: 2 }, dit2)).toBe(`${inProgressBase} and dit2StatusSync eq '2'`);
    expect(filterFor({ dit2StatusSync: 2 }, standard)).toBe(inProgressBase);
  });

  it('Approval: waiting, approved, not required; only with the permission and not for Dit2', () => {
    expect(filterFor({ approval: 'waiting' })).toBe(
      `${inProgressBase} and letterApprovalType ne 0 and approved eq false`,
    );
    expect(filterFor({ approval: 'approved' })).toBe(
      `${inProgressBase} and letterApprovalType ne 0 and approved eq true`,
    );
    expect(filterFor({ approval: 'notRequired' })).toBe(`${inProgressBase} and letterApprovalType eq 0`);
    expect(filterFor({ approval: 'approved' }, { ...standard, letterApprovalPermission: false })).toBe(
      inProgressBase,
    );
    expect(filterFor({ approval: 'approved' }, dit2)).toBe(inProgressBase);
  });

  it('combines several filters with and', () => {
    expect(filterFor({ priorityId: 1, departmentId: 3, label: { kind: 'noLabel' } })).toBe(
      `${inProgressBase} and priority eq 1 and orgItemId eq 3 and label eq null`,
    );
  });
});

describe('buildSearchQuery', () => {
  const base = { filters: emptyFilters(), context: standard };

  it('orders in progress by priority desc then recordedDate asc', () => {
    expect(buildSearchQuery({ ...base, mode: 'inProgress', pageIndex: 0, pageSize: 50 }).orderBy).toBe(
      'priority desc,recordedDate asc',
    );
  });

  it('orders completed by completedDateTime desc', () => {
    expect(buildSearchQuery({ ...base, mode: 'completed', pageIndex: 0, pageSize: 50 }).orderBy).toBe(
      'completedDateTime desc',
    );
  });

  it('pages with top and skip', () => {
    const query = buildSearchQuery({ ...base, mode: 'inProgress', pageIndex: 3, pageSize: 25 });
    expect(query).toMatchObject({ top: 25, skip: 75 });
  });

  it('encodes the query for the search call', () => {
    const url = searchUrl(
      buildSearchQuery({
        ...base,
        filters: { ...emptyFilters(), hospitalNumber: "a'b&c" },
        mode: 'inProgress',
        pageIndex: 0,
        pageSize: 10,
      }),
    );
    expect(
      url.startsWith('author/odata/Letters/LettersService.Search()?$count=true&$top=10&$skip=0&$filter='),
    ).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('$filter')).toBe(`${inProgressBase} and contains(mrn,'a''b&c')`);
    expect(params.get('$orderby')).toBe('priority desc,recordedDate asc');
  });
});
