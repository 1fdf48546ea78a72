import { ApiError } from '../errors';
import { messages } from '../messages';
import { oauthErrorSchema } from '../schemas/oauth';

/** Why a sign-in failed (spec 000 section 8). */
export type LoginFailure =
  /** 400 password_expired with a userId: go to `/password/forgot?userId={userId}`. */
  | { reason: 'password-expired'; userId: string }
  /** 400 restricted_address: 'Access denied!' with {@link LoginError.description}. */
  | { reason: 'restricted-address' }
  /** Any other 400, or a 429 lockout: the server's error text. */
  | { reason: 'rejected' }
  /** Any other status: the body's error, else 'Invalid credentials'. */
  | { reason: 'failed'; status?: number }
  /** No answer. */
  | { reason: 'network' };

/** The error `session.login` rejects with; `message` is what the sign-in form shows. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly failure: LoginFailure;
  /** A second line (the restricted-address explanation). */
  readonly description: string | undefined;

  constructor(failure: LoginFailure, message: string, description?: string) {
    super(message);
    this.failure = failure;
    this.description = description;
  }
}

function oauthBody(body: string) {
  try {
    const parsed = oauthErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a failed password grant to the sign-in message of spec 000 section 8 and the wire contract. */
export function loginErrorFrom(error: unknown): LoginError {
  if (!(error instanceof ApiError)) return new LoginError({ reason: 'failed' }, messages.invalidCredentials);
  const detail = error.detail;
  if (detail.kind === 'network') return new LoginError({ reason: 'network' }, messages.connectionLost);
  const body = detail.kind === 'http' || detail.kind === 'conflict' ? oauthBody(detail.body) : undefined;
  // 429: locked out after wrong passwords (wire contract, OAuth); the server's description says so.
  if (detail.kind === 'http' && (detail.status === 400 || detail.status === 429)) {
    if (body?.error === 'password_expired' && body.userId != null && body.userId !== '') {
      return new LoginError(
        { reason: 'password-expired', userId: String(body.userId) },
        messages.passwordExpired,
      );
    }
    if (body?.error === 'restricted_address') {
      return new LoginError(
        { reason: 'restricted-address' },
        messages.accessDenied,
        messages.accessDeniedDescription,
      );
    }
    return new LoginError(
      { reason: 'rejected' },
      body?.error_description || body?.error || detail.body || messages.invalidCredentials,
    );
  }
  return new LoginError(
    { reason: 'failed', status: error.status },
    body?.error || messages.invalidCredentials,
  );
}
