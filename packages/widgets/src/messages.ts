/**
 * Every user-facing string of the widgets. 'Sign out' is spec 000 section 2's menu item; the
 * rest is ours (the spec has no embedding), worded in the spec's plain style.
 */
export const widgetMessages = {
  signOut: 'Sign out',
  /** Ours: who the sign-in element holds the session for. */
  signedInAs: (name: string) => `Signed in as ${name}`,
  /** Ours: an element that needs a session on a page where nobody has signed in yet. */
  signInFirst: 'Sign in to see this.',
  /** Ours: `<dictation-letter-view>` without a usable `letter-id`. */
  chooseLetter: 'Choose a letter to open it here.',
  loading: 'Loading',
  /** Ours (issue 33): an element whose code did not download (the network dropped). */
  notLoaded: 'This could not load. Check the internet connection, then reload the page.',
  /** Ours (issue 34): an element whose api-base-url the page's allow-list does not name. */
  apiNotAllowed: (origin: string) => `This page is not set up to use the dictation service at ${origin}.`,
  /** Names each element's notices region (ours). */
  notifications: 'Notifications',
} as const;
