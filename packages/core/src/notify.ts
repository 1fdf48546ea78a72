import { isApiError } from './errors';

/**
 * How any package tells the user something, without knowing how it is shown: the portal and the
 * widgets pass a `notify` that feeds `@dictation/ui`'s toasts. Durations follow spec 001 section 9.
 */
export const noticeDurations = {
  /** Copy confirmations. */
  short: 4000,
  /** Warnings. */
  long: 10000,
  /** Stays until dismissed. */
  persistent: 0,
} as const;

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface NoticeAction {
  label: string;
  onAction: () => void;
}

export interface Notice {
  kind: NoticeKind;
  message: string;
  /** A second line under the message, such as a checklist. */
  description?: string;
  /** Milliseconds before it hides; 0 keeps it until dismissed. */
  durationMs: number;
  /** A button on the notice, such as Confirm. */
  action?: NoticeAction;
  /** Notices with the same key replace each other instead of stacking. */
  key?: string;
  /**
   * The error behind an error notice: the logger reads its kind, status and endpoint from it
   * (docs/architecture.md, "Failures reach support"). Never shown.
   */
  cause?: unknown;
}

export type Notify = (notice: Notice) => void;

/**
 * The notice of a failed call (spec 000 section 8): the catalogue's toast for its status ('Oops,
 * something went wrong. Please try again later' for a 4xx, 'Server error. Please try again later'
 * for a 5xx, 'Internet connection lost' offline), with what the server said under it when it
 * said something (a 4xx's text names what to fix). Anything else shows its own message.
 */
export function failureNotice(error: unknown, durationMs: number = noticeDurations.long): Notice {
  if (!isApiError(error)) {
    return {
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      durationMs,
      cause: error,
    };
  }
  // A 4xx's text is meant for the user; a 5xx's body is the server's business, not the user's.
  const said = error.detail.kind === 'http' && error.detail.status < 500 ? error.detail.body.trim() : '';
  return {
    kind: 'error',
    message: error.toast,
    ...(said ? { description: said } : {}),
    durationMs,
    cause: error,
  };
}
