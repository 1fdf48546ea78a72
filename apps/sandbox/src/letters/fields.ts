import { z } from 'zod';

/** Spec 000 section 5: MRN max 30, Sample ID max 50, letters, digits and _ @ , . space / \ ' # & + -. */
const allowed = /^[A-Za-z0-9_@,. /\\'#&+-]*$/;
const mrnMessage = "Hosp. No. may hold at most 30 letters, digits and _ @ , . / \\ ' # & + -";
const sampleMessage = "Sample ID may hold at most 50 letters, digits and _ @ , . / \\ ' # & + -";
export const mrnSchema = z.string().max(30, mrnMessage).regex(allowed, mrnMessage);
export const sampleIdSchema = z.string().max(50, sampleMessage).regex(allowed, sampleMessage);
export const notesSchema = z.string().max(200, 'Notes may hold at most 200 characters');

export const externalPatientSchema = z.object({
  familyName: z.string().max(100).nullish(),
  firstNames: z.string().max(100).nullish(),
  dateOfBirth: z.string().max(40).nullish(),
  nhsNumber: z.string().max(20).nullish(),
  refId: z.union([z.string(), z.number()]).nullish(),
  externalClinicalSystem: z.number().int().nullish(),
});

/** The editable metadata fields shared by create, update, patch and complete (spec 000 section 3). */
export const letterFieldsSchema = z.object({
  priority: z.number().int().nullish(),
  organisationItemId: z.number().int().nullish(),
  labelName: z.string().max(100).nullish(),
  patientMRN: mrnSchema.nullish(),
  sampleID: sampleIdSchema.nullish(),
  dictationType: z.string().min(1).max(50).nullish(),
  templateId: z.number().int().nullish(),
  externalPatient: externalPatientSchema.nullish(),
  notes: notesSchema.nullish(),
});
export type LetterFields = z.infer<typeof letterFieldsSchema>;
