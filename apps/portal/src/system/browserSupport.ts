/**
 * Spec 000 section 5: recording is "unsupported on iOS and some browsers"; section 8 names the
 * notice 'The browser will not be supported'. Our rule: iOS devices (every iOS browser is WebKit
 * without the capture APIs the recorder needs), Internet Explorer and the pre-Chromium Edge.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  const iOS = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  const internetExplorer = /\b(MSIE |Trident\/)/.test(userAgent);
  const legacyEdge = /\bEdge\/\d/.test(userAgent);
  return !(iOS || internetExplorer || legacyEdge);
}
