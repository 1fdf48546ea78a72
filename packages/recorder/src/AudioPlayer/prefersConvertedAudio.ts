/** The parts of `navigator` the choice reads. */
export interface NavigatorLike {
  maxTouchPoints?: number;
  userAgent?: string;
}

/**
 * Spec 001 section 4: "on touch or special browsers" the letter's audio is played from its
 * converted rendition (`stream-mp3`) once `isMp3Available` says it is ready. Touch devices
 * (tablets on ward rounds) and Safari, which plays WAV poorly from a Blob, take the converted one.
 */
export function prefersConvertedAudio(navigatorLike: NavigatorLike | undefined): boolean {
  if (!navigatorLike) return false;
  const safari =
    /Safari\//.test(navigatorLike.userAgent ?? '') &&
    !/Chrome\/|Chromium\//.test(navigatorLike.userAgent ?? '');
  return (navigatorLike.maxTouchPoints ?? 0) > 0 || safari;
}
