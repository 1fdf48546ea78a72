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
}

export type Notify = (notice: Notice) => void;
