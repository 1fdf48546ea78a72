import type { ListContext } from '../types';

export type FilterName =
  | 'jobId'
  | 'dit2JobNo'
  | 'priority'
  | 'recordedOn'
  | 'patientName'
  | 'department'
  | 'hospitalNumber'
  | 'labels'
  | 'author'
  | 'sampleId'
  | 'status'
  | 'dit2StatusSync'
  | 'approval';

/** Each filter is shown only under the conditions of spec 001 section 2. */
export function isFilterShown(filter: FilterName, context: ListContext): boolean {
  const dit2 = context.tenantType === 'dit2';
  const external = context.tenantType === 'externalSystem';
  switch (filter) {
    case 'dit2JobNo':
    case 'dit2StatusSync':
      return dit2;
    case 'patientName':
      return external;
    case 'hospitalNumber':
      return !dit2 && !external;
    case 'sampleId':
      return context.showSampleId;
    case 'approval':
      return context.letterApprovalPermission && !dit2;
    default:
      return true;
  }
}
