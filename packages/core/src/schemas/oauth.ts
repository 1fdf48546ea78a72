import { z } from 'zod';

/** `POST /api/OAuth/Token` success answer (wire contract, OAuth). */
export const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds; spec 000 section 9: default 299 when absent. */
  expires_in: z.number().positive().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** OAuth error body: `{ error, error_description?, userId? }`. */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string().nullish(),
  userId: z.union([z.string(), z.number()]).nullish(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;
