/**
 * Spec 000 section 8: 'Your password will soon expire' when 7 days or fewer remain, at most once
 * per day, shown for 30 s.
 */
export const passwordExpiryWarningDays = 7;
export const passwordExpiryWarningMs = 30_000;

/** Whether to warn today, given the days left (null: no expiry) and the day it was last shown. */
export function shouldWarnPasswordExpiry(
  daysLeft: number | null | undefined,
  lastShownDay: string | null,
  today: string,
): boolean {
  if (daysLeft == null || daysLeft > passwordExpiryWarningDays) return false;
  return lastShownDay !== today;
}

/** A local calendar day as YYYY-MM-DD ("once per day" means the user's day, not UTC's). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
