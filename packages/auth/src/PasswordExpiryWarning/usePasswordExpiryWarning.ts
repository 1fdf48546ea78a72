import { type AccountStorage, type Notify, warnPasswordExpiry } from '@dictation/core';
import { useEffect } from 'react';

export interface PasswordExpiryWarningOptions {
  /** Days until the password expires (`accounts/expiry-notification-days`); undefined while loading. */
  daysLeft: number | null | undefined;
  /** The signed-in account's storage, where the day of the last warning is kept. */
  storage: AccountStorage | undefined;
  notify: Notify;
}

/**
 * 'Your password will soon expire' once the days are known: 7 or fewer, at most once per day,
 * for 30 s (spec 000 section 8; the rule is @dictation/core's `warnPasswordExpiry`).
 */
export function usePasswordExpiryWarning({ daysLeft, storage, notify }: PasswordExpiryWarningOptions): void {
  useEffect(() => {
    if (daysLeft === undefined || !storage) return;
    warnPasswordExpiry(daysLeft, { storage, notify });
  }, [daysLeft, storage, notify]);
}
