/** Whole seconds from `now` to `deadline`, rounded up (0:01 shows until the last moment). */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** m:ss, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the live region says: the seconds left in steps of ten, so a screen reader hears the
 * countdown every ten seconds rather than a number each second over whatever the user listens to.
 */
export function announcedSeconds(seconds: number): number {
  return Math.ceil(seconds / 10) * 10;
}
