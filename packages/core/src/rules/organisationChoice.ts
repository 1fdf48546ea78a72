import type { OrganisationItem } from '../schemas/organisation';

/**
 * Where a letter belongs, one rule for every screen that chooses it (the recording page, upload
 * audio, the letter header), in spec 000's words: "Department choice required if more than one
 * department" (section 5) and "With one organisation, department or author it is selected
 * automatically" (section 4). A letter belongs to an organisation item: the organisation itself
 * when it has no departments, else one of its departments.
 */
export interface OrganisationChoice {
  organisationId: number | null;
  departmentId: number | null;
}

/** The departments of an organisation (its `childrenOrgItems`). */
export const departmentsOf = (organisation: OrganisationItem | undefined): OrganisationItem[] =>
  organisation?.childrenOrgItems ?? [];

/** The organisation or department with this id among the user's organisations. */
export function findOrganisationItem(
  organisations: readonly OrganisationItem[],
  id: number | null | undefined,
): OrganisationItem | undefined {
  if (id == null) return undefined;
  for (const organisation of organisations) {
    if (organisation.id === id) return organisation;
    const department = departmentsOf(organisation).find((item) => item.id === id);
    if (department) return department;
  }
  return undefined;
}

/**
 * The item the choice puts the letter under: the organisation when it has no departments, its
 * only department (chosen or not), else the chosen department if it is one of them; otherwise
 * none yet (a department is still to be picked).
 */
export function chosenOrganisationItem(
  organisations: readonly OrganisationItem[],
  choice: OrganisationChoice,
): OrganisationItem | undefined {
  const organisation = organisations.find((item) => item.id === choice.organisationId);
  const departments = departmentsOf(organisation);
  if (departments.length === 0) return organisation;
  if (departments.length === 1) return departments[0];
  return departments.find((item) => item.id === choice.departmentId);
}

/** The organisation and department holding `itemId`, or null when the user has no such item. */
export function organisationChoiceOf(
  organisations: readonly OrganisationItem[],
  itemId: number | null | undefined,
): OrganisationChoice | null {
  if (itemId == null) return null;
  for (const organisation of organisations) {
    if (organisation.id === itemId) return { organisationId: organisation.id, departmentId: null };
    if (departmentsOf(organisation).some((item) => item.id === itemId))
      return { organisationId: organisation.id, departmentId: itemId };
  }
  return null;
}

/** The choice with what is selected automatically filled in: the only organisation, the only department. */
export function withOnlyChoices<Choice extends OrganisationChoice>(
  organisations: readonly OrganisationItem[],
  choice: Choice,
): Choice {
  const organisationId = choice.organisationId ?? onlyChoice(organisations);
  const departments = departmentsOf(organisations.find((item) => item.id === organisationId));
  return { ...choice, organisationId, departmentId: choice.departmentId ?? onlyChoice(departments) };
}

/** The id of the only item when there is exactly one (selected automatically), else null. */
export const onlyChoice = (items: readonly { id: number }[]): number | null =>
  items.length === 1 ? (items[0]?.id ?? null) : null;
