import * as z from 'zod/mini';

/**
 * Building blocks shared by the answer schemas. Every object schema is loose (`z.looseObject`):
 * the wire contract allows unknown fields in every answer and clients must not break on them.
 * Fields the spec lists but the UI can live without are `nullish`, so a server that omits them
 * or sends `null` is not "malformed"; ids are required because nothing works without them.
 */

/** Integer id (wire contract: ids are integers). */
export const idSchema = z.int();

/** ISO 8601 date string in UTC, kept as a string; format it with the date helpers. */
export const isoDateSchema = z.string();

/** Optional text the server may send as `null`. */
export const optionalText = z.nullish(z.string());

/** Optional number the server may send as `null`. */
export const optionalNumber = z.nullish(z.number());

/** Optional flag the server may send as `null`. */
export const optionalFlag = z.nullish(z.boolean());

/** Answers whose body the client ignores (writes answered with 200 and any body, or none). */
export const ignoredAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((): undefined => undefined),
);

/** Plain-text answers (HTML of the original SR, base64 audio). */
export const textAnswerSchema = z.string();

/** A `{ code, value }` package setting; `value` is a string such as "true" or "3". */
export const packageSettingSchema = z.looseObject({
  code: z.string(),
  value: z.nullish(z.string()),
});
export type PackageSetting = z.infer<typeof packageSettingSchema>;
