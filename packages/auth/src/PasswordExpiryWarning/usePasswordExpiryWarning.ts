import type { Notify } from '@dictation/core';
import { useEffect } from 'react';
import { messages } from '../messages';
import { localDay, passwordExpiryWarningMs, shouldWarnPasswordExpiry } from './passwordExpiryRule';

export interface PasswordExpiryWarningOptions {
  /** Days until the password expires (`accounts/expiry-notification-days`); undefined while loading. */
  daysLeft: number | null | undefined;
  /** Key under which the day of the last warning is kept; include the account so users differ. */
  storageKey: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  notify: Notify;
  /** Injected clock. */
  now?: () => Date;
}

/** Warns 'Your password will soon expire' at most once a day (spec 000 section 8). */
export function usePasswordExpiryWarning({
  daysLeft,
  storageKey,
  storage,
  notify,
  now = () => new Date(),
}: PasswordExpiryWarningOptions): void {
  // `now` is read once per days/account change; a new function identity must not re-warn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const today = localDay(now());
    if (!shouldWarnPasswordExpiry(daysLeft, storage.getItem(storageKey), today)) return;
    storage.setItem(storageKey, today);
    notify({
      kind: 'warning',
      message: messages.passwordExpirySoon,
      description: messages.passwordExpiryDays(daysLeft ?? 0),
      durationMs: passwordExpiryWarningMs,
      key: 'password-expiry',
    });
  }, [daysLeft, storageKey, storage, notify]);
}
