/**
 * Issue 33: the first use of `Intl` in a page's process loads ICU's locale data, whichever call
 * makes it: 30 to 45 ms of this computer's CPU, 0.12 to 0.18 s at the quarter of it the bench
 * gives a hospital PC. React Aria makes that call as its module is evaluated (its default locale,
 * the browser's language checked with `Intl.DateTimeFormat.supportedLocalesOf`, and its direction
 * with `Intl.Locale`). On a cold start of `/login` that is on the way to the form: the app's entry
 * evaluates React Aria once its last byte is in. A page's first script makes the same calls once
 * the token refresh is on the wire and the page has nothing else to do, while the app's code
 * is still downloading; React Aria's calls then find the data loaded (`/login` 0.1 s sooner
 * cold, tests/bench/README.md, stop 80). A signed-in screen evaluates React Aria earlier, with
 * the start-up's code, while it waits for the entry, so it neither gains nor loses.
 */

/** React Aria's default locale: `navigator.language`, as `useDefaultLocale` reads it. */
const browserLanguage = (): string => globalThis.navigator?.language ?? 'en-US';

function loadLocaleData(): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([browserLanguage()]);
    new Intl.Locale(browserLanguage()).maximize();
  } catch {
    // A language tag ICU refuses: React Aria falls back to en-US, and the data is loaded anyway.
  }
}

/**
 * Loads ICU's locale data at the page's first idle moment after `after` settles (the token
 * refresh sent): not before, so it never holds back the refresh's lock or request. Where the
 * browser has no `requestIdleCallback` (Safari), after the tasks already queued.
 */
export function warmUpIntlWhenIdle(after: Promise<unknown>): void {
  const whenIdle = (run: () => void) =>
    globalThis.requestIdleCallback ? globalThis.requestIdleCallback(run) : globalThis.setTimeout(run, 0);
  void after.then(
    () => whenIdle(loadLocaleData),
    () => whenIdle(loadLocaleData),
  );
}
