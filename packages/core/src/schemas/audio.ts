import * as z from 'zod/mini';
import { idSchema } from './common';

/** Answer of `suspend` and `store-with-length`: the server's audio length in ms. */
export const audioLengthAnswerSchema = z.looseObject({ length: z.number().check(z.nonnegative()) });
export type AudioLengthAnswer = z.infer<typeof audioLengthAnswerSchema>;

/** Answer of `complete-suspend-with-length`. */
export const completeSuspendAnswerSchema = z.looseObject({
  match: z.boolean(),
  length: z.optional(z.number().check(z.nonnegative())),
  hash: z.optional(z.string()),
});
export type CompleteSuspendAnswer = z.infer<typeof completeSuspendAnswerSchema>;

/** `GET author/audio-records/get-audio-limits` (seconds and bytes); see `resolveAudioLimits`. */
export const audioLimitsSchema = z.looseObject({
  minimumAllowedDuration: z.nullish(z.number()),
  maximumAllowedDuration: z.nullish(z.number()),
  minimumAllowedSize: z.nullish(z.number()),
  maximumAllowedSize: z.nullish(z.number()),
});
export type AudioLimitsAnswer = z.infer<typeof audioLimitsSchema>;

/** `GET author/audio-records/{id}/isMp3Available`. */
export const mp3AvailabilitySchema = z.looseObject({
  isMp3Available: z.boolean(),
  isMp3Failed: z.boolean(),
});
export type Mp3Availability = z.infer<typeof mp3AvailabilitySchema>;

/** `LetterMetadataJson` part of `create-by-import-file` (spec 000 section 3, import request). */
export const importRequestSchema = z.looseObject({
  authorId: idSchema,
  priorityId: idSchema,
  organisationItemId: idSchema,
  labelName: z.nullish(z.string()),
  patientMRN: z.nullish(z.string()),
  fileFormat: z.string(),
  /** Seconds. */
  audioDuration: z.nullish(z.number()),
  dictationType: z.nullish(z.string()),
  sampleID: z.nullish(z.string()),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** Answer of `create-by-import-file`; `error` with `letterId` means a duplicate. */
export const importAnswerSchema = z.looseObject({
  letterId: z.nullish(idSchema),
  error: z.nullish(z.string()),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
