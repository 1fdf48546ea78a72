import { parseLetterId } from '@dictation/core';
import { matchPath } from 'react-router';
import { paths } from '../routing/paths';
import { lazyPage } from './lazyPage';

// The signed-in shell (guard, sidebar, profile) is a chunk of its own, so `/login` loads only
// sign-in; the sign-in form fetches it while the credentials are checked (issue 20).
export const SignedInLayout = lazyPage(() => import('../layout/SignedInLayout'), 'SignedInLayout');
export const NewLetterPage = lazyPage(() => import('../newLetter/NewLetterPage'), 'NewLetterPage');
export const ListPage = lazyPage(() => import('../pages/ListPage'), 'ListPage');
export const LetterPage = lazyPage(() => import('../pages/LetterPage'), 'LetterPage');
export const UploadAudioPage = lazyPage(() => import('../upload/UploadAudioPage'), 'UploadAudioPage');
export const SettingsPage = lazyPage(() => import('../settings/SettingsPage'), 'SettingsPage');
export const HelpPage = lazyPage(() => import('../pages/HelpPage'), 'HelpPage');

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
