import { messages } from './messages';

/** What went wrong, as a discriminated union (`detail.kind`). */
export type ApiErrorDetail =
  /** Any non-2xx status other than 401 and 409 (spec 000 section 8). */
  | { kind: 'http'; status: number; statusText: string; body: string }
  /** 401: the session has been logged out. */
  | { kind: 'unauthorized'; status: 401 }
  /** 409: the UI goes back to the list. */
  | { kind: 'conflict'; status: 409; body: string }
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | { kind: 'network' }
  /**
   * Never sent: the call is for another origin than the API that issued the session's tokens
   * (issue 34; docs/architecture.md, "Session and where tokens live").
   */
  | { kind: 'foreignOrigin'; origin: string }
  /** 2xx whose body is not JSON or does not match the answer schema. */
  | { kind: 'malformed'; status: number; issues: readonly string[] };

export type ApiErrorKind = ApiErrorDetail['kind'];

/**
 * The only error the API client rejects with. `message` is the user-facing text of the
 * spec's catalogue (status text, response text, `statusText - body`, ...); `toast` is the
 * generic notification text for the status. Never carries a token.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The discriminated details; narrow on `error.detail.kind`. */
  readonly detail: ApiErrorDetail;
  /** Name of the client function that failed, e.g. `letters.complete`. */
  readonly endpoint: string;
  /** Generic toast text for this failure (spec 000 section 8). */
  readonly toast: string;

  constructor(detail: ApiErrorDetail, message: string, endpoint: string) {
    super(message);
    this.detail = detail;
    this.endpoint = endpoint;
    this.toast = toastFor(detail);
  }

  /** Shortcut for `detail.kind`. */
  get kind(): ApiErrorKind {
    return this.detail.kind;
  }

  /** HTTP status, when there was an answer. */
  get status(): number | undefined {
    return 'status' in this.detail ? this.detail.status : undefined;
  }
}

function toastFor(detail: ApiErrorDetail): string {
  if (detail.kind === 'network') return messages.connectionLost;
  if ('status' in detail && detail.status >= 500) return messages.serverError;
  return messages.requestFailed;
}

/** Type guard for {@link ApiError}, optionally of one kind. */
export function isApiError<K extends ApiErrorKind>(
  value: unknown,
  kind?: K,
): value is ApiError & { detail: Extract<ApiErrorDetail, { kind: K }> } {
  return value instanceof ApiError && (kind === undefined || value.detail.kind === kind);
}
