import { parseLetterId } from '@dictation/core';
import { matchPath } from 'react-router';
import { isPublicPath, paths } from '../routing/paths';
import { lazyPage } from './lazyPage';

// The signed-in shell (guard, sidebar, profile) is a chunk of its own, so `/login` loads none of
// it; the sign-in form fetches it while the credentials are checked (issue 20).
export const SignedInLayout = lazyPage(() => import('../layout/SignedInLayout'), 'SignedInLayout');
export const NewLetterPage = lazyPage(() => import('../newLetter/NewLetterPage'), 'NewLetterPage');
export const ListPage = lazyPage(() => import('../pages/ListPage'), 'ListPage');
export const LetterPage = lazyPage(() => import('../pages/LetterPage'), 'LetterPage');
export const UploadAudioPage = lazyPage(() => import('../upload/UploadAudioPage'), 'UploadAudioPage');
export const SettingsPage = lazyPage(() => import('../settings/SettingsPage'), 'SettingsPage');
export const HelpPage = lazyPage(() => import('../pages/HelpPage'), 'HelpPage');
// The public pages too: sign-in and the password pages, with react-hook-form and the forms (15 KB
// on the wire), were in the first load of every signed-in screen, which never shows them.
const loadPublicPages = () => import('../pages/PublicPages');
export const LoginPage = lazyPage(loadPublicPages, 'LoginPage');
export const PasswordEmailPage = lazyPage(loadPublicPages, 'PasswordEmailPage');
export const PasswordEmailConfirmPage = lazyPage(loadPublicPages, 'PasswordEmailConfirmPage');
export const PasswordResetPage = lazyPage(loadPublicPages, 'PasswordResetPage');
export const PasswordResetConfirmPage = lazyPage(loadPublicPages, 'PasswordResetConfirmPage');
export const PasswordForgotPage = lazyPage(loadPublicPages, 'PasswordForgotPage');

/** What a signed-in path shows; `home` is decided by the profile (spec 000 section 2). */
export type PageKind =
  | 'home'
  | 'newLetter'
  | 'list'
  | 'letter'
  | 'uploadAudio'
  | 'settings'
  | 'help'
  | 'other';

const letterPaths = [`${paths.inProgress}/letter/:id?`, `${paths.completed}/letter/:id?`, '/letter/:id?'];

/** The page the route table (PortalRoutes.tsx) renders for a signed-in `pathname`. */
export function pageKindOf(pathname: string): PageKind {
  const is = (pattern: string) => matchPath(pattern, pathname) !== null;
  if (is(paths.home)) return 'home';
  if (is(paths.newLetter)) return 'newLetter';
  if (is(paths.inProgress) || is(paths.completed)) return 'list';
  if (letterPaths.some(is)) return 'letter';
  if (is(paths.uploadAudio)) return 'uploadAudio';
  if (is(paths.settings)) return 'settings';
  if (is(paths.help)) return 'help';
  return 'other';
}

/** The letter a letter screen's `pathname` shows; null on another page or without a usable id. */
export function letterIdOf(pathname: string): number | null {
  for (const pattern of letterPaths) {
    const match = matchPath(pattern, pathname);
    if (match) return parseLetterId(match.params.id);
  }
  return null;
}

/** Pages of a chunk of their own; Page not found and the letter redirect are in the entry. */
export type LoadedPageKind = Exclude<PageKind, 'home' | 'other'>;

/** The lazily loaded page of each kind. */
export const pageOfKind: Record<LoadedPageKind, { preload(): Promise<unknown> }> = {
  newLetter: NewLetterPage,
  list: ListPage,
  letter: LetterPage,
  uploadAudio: UploadAudioPage,
  settings: SettingsPage,
  help: HelpPage,
};

/**
 * Where a user usually goes next from a page, to download while the user reads this one: a list
 * opens letters, a letter and the recording page lead back to the list.
 */
export const nextPageKinds: Record<PageKind, LoadedPageKind[]> = {
  home: [],
  list: ['letter'],
  letter: ['list'],
  newLetter: ['list'],
  uploadAudio: ['list'],
  settings: [],
  help: [],
  other: ['list'],
};

/** Starts downloading the page of `kind`, when it has a chunk of its own. */
export function preloadPage(kind: PageKind): void {
  // A failed download is tried again when the route renders.
  if (kind in pageOfKind) void pageOfKind[kind as LoadedPageKind].preload().catch(() => {});
}

/**
 * Starts downloading the code of the first screen at `pathname`: the public pages when it shows
 * one, else the signed-in shell and the page (home's page is known once the profile answers:
 * startupLoads.ts).
 */
export function preloadScreenCode(pathname: string, signedIn: boolean): void {
  // A failed download is tried again when the route renders.
  if (showsPublicPage(pathname, signedIn)) {
    void LoginPage.preload().catch(() => {});
    return;
  }
  void SignedInLayout.preload().catch(() => {});
  preloadPage(pageKindOf(pathname));
}

/** How long the first render waits for the public pages' code at most (`codeBeforeFirstRender`). */
export const publicPagesWaitMs = 1000;

/**
 * What the app's first render waits for: the public pages' code when it shows one, which then
 * renders at once. Rendered first, the route's fallback held the sign-in form back 0.3 s more
 * (React shows a boundary's content no sooner than 300 ms after its fallback). A signed-in screen
 * shows its shell's loading overlay meanwhile, and its code comes later than that anyway.
 */
export function codeBeforeFirstRender(pathname: string, signedIn: boolean): Promise<unknown> {
  if (!showsPublicPage(pathname, signedIn)) return Promise.resolve();
  // A failed download renders the route, whose boundary then says so; one that hangs renders it
  // after `publicPagesWaitMs`, its preloader saying "Loading" rather than a blank page.
  return Promise.race([
    LoginPage.preload().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, publicPagesWaitMs)),
  ]);
}

/** Whether a start shows a public page: a signed-out user is shown the sign-in form wherever they go. */
const showsPublicPage = (pathname: string, signedIn: boolean) => !signedIn || isPublicPath(pathname);
