import type { Notice, Notify } from '@dictation/core';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

/** A toast queue plus the `notify` function packages call (spec 001 section 9 durations). */
export interface Notifier {
  /** Shows a notice; one with the `key` of a shown notice replaces it. */
  notify: Notify;
  /** Hides the notice with this `key`, if shown. */
  dismiss: (key: string) => void;
  /** Hides every notice. */
  clear: () => void;
  /** The queue a `ToastRegion` renders. */
  queue: ToastQueue<Notice>;
}

/** The queue timeout of a notice: none (stays until dismissed) for `durationMs` 0. */
export function toastTimeout(notice: Pick<Notice, 'durationMs'>): number | undefined {
  return notice.durationMs > 0 ? notice.durationMs : undefined;
}

/**
 * Creates a notifier. Timers start when a toast is shown and pause while the region is hovered
 * or focused, so nobody loses a notice they are reading.
 */
export function createNotifier({ maxVisibleToasts = 5 }: { maxVisibleToasts?: number } = {}): Notifier {
  const queue = new ToastQueue<Notice>({ maxVisibleToasts });
  const toastKeys = new Map<string, string>();

  const dismiss = (key: string) => {
    const toastKey = toastKeys.get(key);
    if (toastKey !== undefined) queue.close(toastKey);
  };

  const notify: Notify = (notice) => {
    const { key } = notice;
    if (key !== undefined) dismiss(key);
    const toastKey: string = queue.add(notice, {
      timeout: toastTimeout(notice),
      onClose: () => {
        if (key !== undefined && toastKeys.get(key) === toastKey) toastKeys.delete(key);
      },
    });
    if (key !== undefined) toastKeys.set(key, toastKey);
  };

  return {
    notify,
    dismiss,
    clear: () => {
      toastKeys.clear();
      queue.clear();
    },
    queue,
  };
}
