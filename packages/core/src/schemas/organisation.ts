import * as z from 'zod/mini';
import { idSchema, optionalFlag, optionalNumber, optionalText } from './common';

/** Label; the "None" label has id -1 (spec 000 section 3). */
export const labelSchema = z.looseObject({ id: idSchema, name: z.string() });
export type Label = z.infer<typeof labelSchema>;

/** Priority; `workflow` is "Manual", "GP" or another value. */
export const prioritySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  defaultPriority: optionalFlag,
  workflow: optionalText,
});
export type Priority = z.infer<typeof prioritySchema>;

/** Dictation type offered for a priority. */
export const dictationTypeSchema = z.looseObject({
  type: z.string(),
  allowedFiles: z.optional(z.unknown()),
});
export type DictationType = z.infer<typeof dictationTypeSchema>;

/** Letter template. */
export const templateSchema = z.looseObject({ id: idSchema, name: optionalText });
export type Template = z.infer<typeof templateSchema>;

const organisationItemShape = {
  id: idSchema,
  name: z.string(),
  parentOrganizationItemId: optionalNumber,
  showLabels: optionalFlag,
  letterLabels: z.nullish(z.array(labelSchema)),
  showMRN: optionalFlag,
  mandatoryMRN: optionalFlag,
  mandatoryLabel: optionalFlag,
  showSampleID: optionalFlag,
  fastCompleteEnabledByUser: optionalFlag,
  allowFastComplete: optionalFlag,
  defaultPriorityId: optionalNumber,
  defaultPriorityEnabledByUser: optionalFlag,
  importAudio: optionalFlag,
  /** 10 EMIS, 20 TPP, 0 or absent none. */
  externalClinicalSystem: optionalNumber,
  displayExternalSystem: optionalFlag,
};

/** Organisation or department (spec 000 section 3); departments are `childrenOrgItems`. */
export interface OrganisationItem extends z.infer<z.ZodMiniObject<typeof organisationItemShape>> {
  childrenOrgItems?: OrganisationItem[] | null;
  [key: string]: unknown;
}

/** Schema of {@link OrganisationItem}, recursive through `childrenOrgItems`. */
export const organisationItemSchema: z.ZodMiniType<OrganisationItem> = z.looseObject({
  ...organisationItemShape,
  get childrenOrgItems() {
    return z.nullish(z.array(organisationItemSchema));
  },
});

/** Per-user organisation-item settings (`shoudUseFastComplete` is spelled so in the contract). */
export const organisationItemSettingsSchema = z.looseObject({
  id: idSchema,
  name: optionalText,
  shouldUseDefaultPriority: optionalFlag,
  shoudUseFastComplete: optionalFlag,
});
export type OrganisationItemSettings = z.infer<typeof organisationItemSettingsSchema>;

/** Body of `PUT author/user-profiles/settings/organization-items/{id}`. */
export const organisationItemSettingsUpdateSchema = z.object({
  defaultPriorityEnabled: z.optional(z.boolean()),
  fastCompleteEnabled: z.optional(z.boolean()),
});
export type OrganisationItemSettingsUpdate = z.infer<typeof organisationItemSettingsUpdateSchema>;
