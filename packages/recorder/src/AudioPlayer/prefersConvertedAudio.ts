/** The parts of `navigator` the choice reads. */
export interface NavigatorLike {
  maxTouchPoints?: number;
  userAgent?: string;
}

/** Phone and tablet systems; iPadOS asks for desktop pages as a Mac, told apart by its touch points. */
const mobileSystem = /Android|iPhone|iPad|iPod|Mobile|Macintosh/;

/**
 * Spec 001 section 4: "on touch or special browsers" the letter's audio is played from its
 * converted rendition (`stream-mp3`) once `isMp3Available` says it is ready. The spec names no
 * browser, so "touch" is read as a device whose screen is its main input: a phone or a tablet
 * (touch points on a mobile system, iPadOS included). A touchscreen laptop on Windows, Linux or
 * ChromeOS is a desktop and plays the WAV, as desktop Safari, Chrome, Edge and Firefox do.
 */
export function prefersConvertedAudio(navigatorLike: NavigatorLike | undefined): boolean {
  if (!navigatorLike) return false;
  return (navigatorLike.maxTouchPoints ?? 0) > 0 && mobileSystem.test(navigatorLike.userAgent ?? '');
}
