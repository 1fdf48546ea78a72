import type { ListContext, TenantType } from '../types';

export type ColumnId =
  | 'job'
  | 'duration'
  | 'dit2JobNo'
  | 'priority'
  | 'recorded'
  | 'patientName'
  | 'dateOfBirth'
  | 'nhsNumber'
  | 'author'
  | 'department'
  | 'hospitalNumber'
  | 'sampleId'
  | 'label'
  | 'lock'
  | 'status'
  | 'notes'
  | 'approval'
  | 'dit2StatusSync';

/** Columns the user may toggle (spec 001 section 2: "optional", and the filters' column toggles). */
export type OptionalColumnId = 'duration' | 'department' | 'hospitalNumber' | 'sampleId' | 'label';
export const optionalColumnIds = [
  'duration',
  'department',
  'hospitalNumber',
  'sampleId',
  'label',
] as const satisfies readonly OptionalColumnId[];

export type ColumnVisibility = Partial<Record<OptionalColumnId, boolean>>;

/**
 * The spec does not say which optional columns start visible. Duration is listed without
 * "(optional)" for external-system and Dit2 tenants, so it starts on for everyone; the others
 * start off and are turned on from their filter's toggle.
 */
export const defaultColumnVisibility: Required<ColumnVisibility> = {
  duration: true,
  department: false,
  hospitalNumber: false,
  sampleId: false,
  label: false,
};

/** The three column sets of spec 001 section 2, in display order. */
const columnSets: Record<TenantType, readonly ColumnId[]> = {
  standard: [
    'job',
    'duration',
    'priority',
    'recorded',
    'author',
    'department',
    'hospitalNumber',
    'sampleId',
    'label',
    'lock',
    'status',
    'notes',
    'approval',
  ],
  externalSystem: [
    'job',
    'duration',
    'priority',
    'recorded',
    'patientName',
    'dateOfBirth',
    'nhsNumber',
    'author',
    'department',
    'sampleId',
    'label',
    'lock',
    'status',
    'notes',
    'approval',
  ],
  dit2: [
    'job',
    'duration',
    'dit2JobNo',
    'priority',
    'recorded',
    'author',
    'department',
    'sampleId',
    'lock',
    'status',
    'dit2StatusSync',
  ],
};

/** Columns that exist for this user, before the optional toggles apply. */
export function availableColumns(context: ListContext): ColumnId[] {
  return columnSets[context.tenantType].filter((id) => {
    if (id === 'approval') return context.letterApprovalPermission;
    if (id === 'sampleId') return context.showSampleId;
    return true;
  });
}

export function isOptionalColumn(id: ColumnId): id is OptionalColumnId {
  return (optionalColumnIds as readonly string[]).includes(id);
}

/** Available columns minus the optional ones the user turned off. */
export function visibleColumns(context: ListContext, visibility: ColumnVisibility): ColumnId[] {
  const merged = { ...defaultColumnVisibility, ...visibility };
  return availableColumns(context).filter((id) => !isOptionalColumn(id) || merged[id]);
}

/** The optional columns this user can toggle. */
export function toggleableColumns(context: ListContext): OptionalColumnId[] {
  return availableColumns(context).filter(isOptionalColumn);
}
