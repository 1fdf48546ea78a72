import * as z from 'zod/mini';

/** `POST /api/OAuth/Token` success answer (wire contract, OAuth). */
export const tokenAnswerSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  /** Seconds; spec 000 section 9: default 299 when absent. */
  expires_in: z.optional(z.number().check(z.positive())),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** OAuth error body: `{ error, error_description?, userId? }`. */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.nullish(z.string()),
  userId: z.nullish(z.union([z.string(), z.number()])),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;
