import type { Context, User } from '../context';
import { badRequest } from '../http';
import { organisationItem } from '../organisation';
import type { LetterFields } from './fields';
import type { LetterRow } from './repository';

const columns: Record<keyof LetterFields, string> = {
  priority: 'priority_id',
  organisationItemId: 'organisation_item_id',
  labelName: 'label_name',
  patientMRN: 'mrn',
  sampleID: 'sample_id',
  dictationType: 'dictation_type',
  templateId: 'template_id',
  externalPatient: '',
  notes: 'notes',
};

/** Checks that referenced priorities, organisation items, labels and templates belong to the caller's tenant. */
function checkReferences(ctx: Context, user: User, fields: LetterFields, letter: LetterRow | null) {
  if (fields.priority != null) {
    const found = ctx.db
      .prepare('SELECT 1 FROM priorities WHERE id = ? AND tenant_id = ?')
      .get(fields.priority, user.tenantId);
    if (!found) throw badRequest('Unknown priority');
  }
  const orgItemId = fields.organisationItemId ?? letter?.organisationItemId ?? null;
  if (fields.organisationItemId != null) organisationItem(ctx, user, fields.organisationItemId);
  if (fields.labelName && orgItemId !== null) {
    const label = ctx.db
      .prepare('SELECT 1 FROM labels WHERE organisation_item_id = ? AND name = ?')
      .get(orgItemId, fields.labelName);
    if (!label) throw badRequest('Unknown label for this department');
  }
  if (fields.templateId != null) {
    const template = ctx.db
      .prepare(
        'SELECT 1 FROM templates t JOIN organisation_items o ON o.id = t.organisation_item_id WHERE t.id = ? AND o.tenant_id = ?',
      )
      .get(fields.templateId, user.tenantId);
    if (!template) throw badRequest('Unknown template');
  }
  if (fields.dictationType) {
    const type = ctx.db
      .prepare('SELECT 1 FROM dictation_types WHERE tenant_id = ? AND type = ?')
      .get(user.tenantId, fields.dictationType);
    if (!type) throw badRequest('Unknown dictation type');
  }
}

export const dictationTypeRequired = 'dictationType cannot be cleared: give a dictation type';

/**
 * Writes the given fields (undefined = unchanged, null or '' = cleared) and returns a readable
 * list of what changed, for the history row.
 */
export function applyLetterFields(
  ctx: Context,
  user: User,
  letter: LetterRow,
  fields: LetterFields,
): string | null {
  // Every letter has a dictation type (spec 000: default Dictation); create and import fill in the
  // default, an update cannot clear it (docs/wire-contract.md, Letters).
  if (fields.dictationType === null) throw badRequest(dictationTypeRequired);
  checkReferences(ctx, user, fields, letter);
  const sets: string[] = [];
  const values: unknown[] = [];
  const changes: string[] = [];
  for (const [key, column] of Object.entries(columns) as [keyof LetterFields, string][]) {
    const value = fields[key];
    if (value === undefined || key === 'externalPatient') continue;
    const stored = value === '' ? null : value;
    sets.push(`${column} = ?`);
    values.push(stored);
    changes.push(`${key}: ${stored ?? 'none'}`);
  }
  // Spec 000 section 4: changing department clears label and MRN unless the same call sets them.
  if (fields.organisationItemId != null && fields.organisationItemId !== letter.organisationItemId) {
    if (fields.labelName === undefined) sets.push('label_name = NULL');
    if (fields.patientMRN === undefined) sets.push('mrn = NULL');
  }
  if (fields.externalPatient !== undefined) {
    const patient = fields.externalPatient;
    sets.push(
      'patient_family_name = ?, patient_first_names = ?, patient_date_of_birth = ?, patient_nhs_number = ?, patient_ref_id = ?, patient_system = ?',
    );
    values.push(
      patient?.familyName ?? null,
      patient?.firstNames ?? null,
      patient?.dateOfBirth ?? null,
      patient?.nhsNumber ?? null,
      patient?.refId == null ? null : String(patient.refId),
      patient?.externalClinicalSystem ?? null,
    );
    changes.push(
      `externalPatient: ${patient ? `${patient.familyName ?? ''} ${patient.refId ?? ''}`.trim() : 'none'}`,
    );
  }
  if (sets.length === 0) return null;
  ctx.db.prepare(`UPDATE letters SET ${sets.join(', ')} WHERE id = ?`).run(...values, letter.id);
  return changes.join('; ');
}
