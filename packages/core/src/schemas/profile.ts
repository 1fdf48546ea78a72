import * as z from 'zod/mini';
import { idSchema, optionalFlag, optionalNumber, optionalText, packageSettingSchema } from './common';

/** A role of the user; the first role decides most rights (spec 000 section 6, 001 section 6). */
export const roleSchema = z.looseObject({
  name: z.string(),
  type: z.int(),
});
export type Role = z.infer<typeof roleSchema>;

/** The user's relation to an organisation item (carries the external-clinical-system flag). */
export const organisationItemRelationSchema = z.looseObject({
  organizationItemId: optionalNumber,
  organizationItemName: optionalText,
  externalClinicalSystem: optionalFlag,
  helpUrl: optionalText,
});
export type OrganisationItemRelation = z.infer<typeof organisationItemRelationSchema>;

/** `GET author/user-profiles/current` (wire contract, Profile and settings). */
export const userProfileSchema = z.looseObject({
  id: idSchema,
  accountId: idSchema,
  fullName: optionalText,
  userName: optionalText,
  roles: z.array(roleSchema),
  organisationItemRelations: z.nullish(z.array(organisationItemRelationSchema)),
  inactivityTimeoutSeconds: optionalNumber,
  passwordExpiryDate: optionalText,
  moduleData: z.nullish(
    z.looseObject({
      isDit2Tenant: optionalFlag,
      packageSettings: z.nullish(z.array(packageSettingSchema)),
    }),
  ),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `GET accounts/expiry-notification-days`: days until the password expires, or null. */
export const expiryNotificationDaysSchema = z.looseObject({ days: z.nullable(z.number()) });
export type ExpiryNotificationDays = z.infer<typeof expiryNotificationDaysSchema>;

/** `GET application-configuration`. */
export const applicationConfigurationSchema = z.looseObject({
  accountName: z.string(),
  accountId: idSchema,
});
export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;

/** `GET author/downloads/urls`. */
export const downloadUrlsSchema = z.looseObject({
  emisBrokerUrl: optionalText,
  usbDeviceBrokerUrl: optionalText,
});
export type DownloadUrls = z.infer<typeof downloadUrlsSchema>;

/** `GET author/user-profiles/GetUserOrganisationsPermission`. */
export const organisationsPermissionSchema = z.looseObject({
  letterApprovalPermission: z.boolean(),
});
export type OrganisationsPermission = z.infer<typeof organisationsPermissionSchema>;

/** Author of letters: 000 names `fullName`, 001 names `fullNameFormatted`. */
export const authorSchema = z.looseObject({
  id: idSchema,
  fullName: optionalText,
  fullNameFormatted: optionalText,
});
export type Author = z.infer<typeof authorSchema>;

/** Answers that are a bare JSON boolean (outsource-enable, manual-enabled). */
export const flagAnswerSchema = z.boolean();
