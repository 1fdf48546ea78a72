import type { LetterHeaderApi } from './letterHeaderApi';

/** One change the header sends (spec 000 section 7, the `update-*` calls). */
export type LetterHeaderChange =
  | { field: 'priority'; priorityId: number }
  /** '' is no label (the None label). */
  | { field: 'label'; labelName: string }
  /** '' clears it. */
  | { field: 'mrn'; mrn: string }
  /** '' clears it. */
  | { field: 'sampleId'; sampleId: string }
  | { field: 'organisation'; organisationItemId: number }
  | { field: 'template'; templateId: number };

/** Sends `change` for the letter through the matching `api.letters.update*` call. */
export function sendHeaderChange(
  api: LetterHeaderApi,
  letterId: number,
  change: LetterHeaderChange,
): Promise<void> {
  switch (change.field) {
    case 'priority':
      return api.letters.updatePriority({ letterId, priorityId: change.priorityId });
    case 'label':
      return api.letters.updateLabel(letterId, change.labelName);
    case 'mrn':
      return api.letters.updateMrn(letterId, change.mrn);
    case 'sampleId':
      return api.letters.updateSampleId(letterId, change.sampleId);
    case 'organisation':
      return api.letters.updateOrganisation(letterId, change.organisationItemId);
    case 'template':
      return api.letters.updateTemplate({ letterId, templateId: change.templateId });
  }
}
