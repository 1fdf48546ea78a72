import type { Context, User } from './context';
import { notFound } from './http';

export interface OrganisationItemRow {
  id: number;
  tenantId: number;
  parentId: number | null;
  name: string;
  showLabels: number;
  letterLabels: number;
  showMRN: number;
  mandatoryMRN: number;
  mandatoryLabel: number;
  showSampleID: number;
  importAudio: number;
  allowFastComplete: number;
  defaultPriorityId: number | null;
  letterApprovalType: number;
  doctorCompleteBlocked: number;
  externalClinicalSystem: number;
  defaultPriorityEnabledByUser: number | null;
  fastCompleteEnabledByUser: number | null;
  related: number;
}

const organisationColumns = `o.id, o.tenant_id AS tenantId, o.parent_id AS parentId, o.name, o.show_labels AS showLabels,
  o.letter_labels AS letterLabels, o.show_mrn AS showMRN, o.mandatory_mrn AS mandatoryMRN, o.mandatory_label AS mandatoryLabel,
  o.show_sample_id AS showSampleID, o.import_audio AS importAudio, o.allow_fast_complete AS allowFastComplete,
  o.default_priority_id AS defaultPriorityId, o.letter_approval_type AS letterApprovalType,
  o.doctor_complete_blocked AS doctorCompleteBlocked, t.external_clinical_system AS externalClinicalSystem,
  r.default_priority_enabled AS defaultPriorityEnabledByUser, r.fast_complete_enabled AS fastCompleteEnabledByUser,
  (r.user_id IS NOT NULL) AS related`;

/** Every organisation item of the caller's tenant, with the caller's per-item settings. */
export function tenantOrganisationItems(ctx: Context, user: User): OrganisationItemRow[] {
  return ctx.db
    .prepare(
      `SELECT ${organisationColumns} FROM organisation_items o JOIN tenants t ON t.id = o.tenant_id
       LEFT JOIN user_organisation_items r ON r.organisation_item_id = o.id AND r.user_id = ?
       WHERE o.tenant_id = ? ORDER BY o.id`,
    )
    .all(user.id, user.tenantId) as OrganisationItemRow[];
}

/** An organisation item of the caller's tenant, or 404: another tenant's ids do not exist for the caller. */
export function organisationItem(ctx: Context, user: User, id: number): OrganisationItemRow {
  const item = tenantOrganisationItems(ctx, user).find((row) => row.id === id);
  if (!item) throw notFound('Organisation item not found');
  return item;
}

/** Spec 000 section 3, organisation item; children are the departments. */
export interface OrganisationItemJson {
  id: number;
  name: string;
  parentOrganizationItemId: number | null;
  childrenOrgItems: OrganisationItemJson[];
  [flag: string]: unknown;
}

/**
 * `letterLabels` is the department's label list ({ id, name }): the spec names the field without a
 * type and @dictation/core reads it as that list, so both sides agree.
 */
export function organisationItemJson(
  row: OrganisationItemRow,
  children: OrganisationItemRow[],
  labels: Map<number, { id: number; name: string }[]>,
): OrganisationItemJson {
  return {
    id: row.id,
    name: row.name,
    parentOrganizationItemId: row.parentId,
    childrenOrgItems: children.map((child) => organisationItemJson(child, [], labels)),
    showLabels: Boolean(row.showLabels),
    letterLabels: labels.get(row.id) ?? [],
    showMRN: Boolean(row.showMRN),
    mandatoryMRN: Boolean(row.mandatoryMRN),
    mandatoryLabel: Boolean(row.mandatoryLabel),
    showSampleID: Boolean(row.showSampleID),
    fastCompleteEnabledByUser: Boolean(row.fastCompleteEnabledByUser),
    allowFastComplete: Boolean(row.allowFastComplete),
    defaultPriorityId: row.defaultPriorityId,
    defaultPriorityEnabledByUser: Boolean(row.defaultPriorityEnabledByUser),
    importAudio: Boolean(row.importAudio),
    externalClinicalSystem: row.externalClinicalSystem,
    displayExternalSystem: row.externalClinicalSystem !== 0,
    letterApprovalType: row.letterApprovalType,
    doctorCompleteBlockedByOrgItem: Boolean(row.doctorCompleteBlocked),
  };
}

/** The caller's organisations as a tree: top-level items holding the departments the caller belongs to. */
export function organisationTree(ctx: Context, user: User) {
  const rows = tenantOrganisationItems(ctx, user);
  const departments = rows.filter((row) => row.parentId !== null && row.related);
  const labels = new Map<number, { id: number; name: string }[]>();
  const labelRows = ctx.db
    .prepare(
      `SELECT l.id, l.name, l.organisation_item_id AS itemId FROM labels l JOIN organisation_items o ON o.id = l.organisation_item_id
       WHERE o.tenant_id = ? ORDER BY l.name`,
    )
    .all(user.tenantId) as { id: number; name: string; itemId: number }[];
  for (const { itemId, ...label } of labelRows) labels.set(itemId, [...(labels.get(itemId) ?? []), label]);
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({ top, children: departments.filter((row) => row.parentId === top.id) }))
    .filter(({ children }) => children.length > 0)
    .map(({ top, children }) => organisationItemJson(top, children, labels));
}
