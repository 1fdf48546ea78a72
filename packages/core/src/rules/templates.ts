import type { Template } from '../schemas/organisation';

/**
 * The templates a letter of department `organisationItemId` may use (spec 000 section 7 reads
 * both lists): the department's (`templates/organisationItem/{id}`), then the user's own
 * (`templates/my-templates`) that are for this department or for none. Each once: a server may
 * list a personal template in both. Either list may be missing (not loaded, or refused).
 */
export function offeredTemplates(
  department: readonly Template[] | undefined,
  mine: readonly Template[] | undefined,
  organisationItemId: number | null,
): Template[] {
  const offered = [...(department ?? [])];
  for (const template of mine ?? []) {
    const forDepartment = departmentOf(template);
    if (forDepartment !== null && forDepartment !== organisationItemId) continue;
    if (!offered.some((listed) => listed.id === template.id)) offered.push(template);
  }
  return offered;
}

/** The department a template is for, when the server says (the spec lists no such field). */
function departmentOf(template: Template): number | null {
  const id = (template as { organisationItemId?: unknown }).organisationItemId;
  return typeof id === 'number' ? id : null;
}
