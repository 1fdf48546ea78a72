import dayjs from 'dayjs';
import { messages } from '../messages';
import type { Notice, Notify } from '../notify';
import type { AccountStorage } from '../storage/accountStorage';

/** Spec 000 section 9: warn when 7 days or fewer remain. */
export const passwordExpiryWarningDays = 7;
/** Spec 000 section 8: the warning shows for 30 s. */
export const passwordExpiryWarningMs = 30_000;

/** The warning notice. */
export const passwordExpiryNotice: Notice = {
  kind: 'warning',
  message: messages.passwordExpiryWarning,
  durationMs: passwordExpiryWarningMs,
  key: 'password-expiry',
};

/**
 * Should the warning show? Days known, 0..7, and not already shown on the same calendar day
 * ("at most once per day").
 */
export function shouldWarnPasswordExpiry(
  days: number | null | undefined,
  lastWarnedAt: number | null,
  now: number,
): boolean {
  if (typeof days !== 'number' || days < 0 || days > passwordExpiryWarningDays) return false;
  return lastWarnedAt === null || !dayjs(lastWarnedAt).isSame(dayjs(now), 'day');
}

/**
 * Shows the warning through `notify` when due, remembering the day in the account's storage.
 * Returns whether it was shown.
 */
export function warnPasswordExpiry(
  days: number | null | undefined,
  dependencies: { storage: AccountStorage; notify: Notify; now?: () => number },
): boolean {
  const now = (dependencies.now ?? Date.now)();
  if (!shouldWarnPasswordExpiry(days, dependencies.storage.get('passwordExpiryWarnedAt'), now)) return false;
  dependencies.storage.set('passwordExpiryWarnedAt', now);
  dependencies.notify(passwordExpiryNotice);
  return true;
}
