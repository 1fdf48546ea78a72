import { z } from 'zod';
import { idSchema } from './common';

/** Answer of `suspend` and `store-with-length`: the server's audio length in ms. */
export const audioLengthAnswerSchema = z.looseObject({ length: z.number().nonnegative() });
export type AudioLengthAnswer = z.infer<typeof audioLengthAnswerSchema>;

/** Answer of `complete-suspend-with-length`. */
export const completeSuspendAnswerSchema = z.looseObject({
  match: z.boolean(),
  length: z.number().nonnegative().optional(),
  hash: z.string().optional(),
});
export type CompleteSuspendAnswer = z.infer<typeof completeSuspendAnswerSchema>;

/** `GET author/audio-records/get-audio-limits` (seconds and bytes); see `resolveAudioLimits`. */
export const audioLimitsSchema = z.looseObject({
  minimumAllowedDuration: z.number().nullish(),
  maximumAllowedDuration: z.number().nullish(),
  minimumAllowedSize: z.number().nullish(),
  maximumAllowedSize: z.number().nullish(),
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
  labelName: z.string().nullish(),
  patientMRN: z.string().nullish(),
  fileFormat: z.string(),
  /** Seconds. */
  audioDuration: z.number().nullish(),
  dictationType: z.string().nullish(),
  sampleID: z.string().nullish(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** Answer of `create-by-import-file`; `error` with `letterId` means a duplicate. */
export const importAnswerSchema = z.looseObject({
  letterId: idSchema.nullish(),
  error: z.string().nullish(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
