/**
 * Where a user goes around sign-in (spec 000 section 2): signed-out users are sent to /login with
 * the requested path remembered for the session; after login they return to it or home.
 */
import { isPublicPath, paths } from './paths';

/** The path a signed-out visit should remember, or undefined for paths not worth returning to. */
export function pathToRemember(pathname: string, search = '', hash = ''): string | undefined {
  if (isPublicPath(pathname) || pathname === paths.home) return undefined;
  return `${pathname}${search}${hash}`;
}

/**
 * Where to go after signing in. Only same-app absolute paths are honoured: a stored value such as
 * `//evil.example` or `https://...` would otherwise turn the login into an open redirect.
 */
export function pathAfterSignIn(remembered: string | null | undefined): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//') || remembered.includes('\\')) {
    return paths.home;
  }
  const pathname = remembered.split(/[?#]/, 1)[0] ?? '';
  return isPublicPath(pathname) ? paths.home : remembered;
}

/** Home: the first page after sign-in when nothing was remembered. */
export function homePath(canCreateLetters: boolean): string {
  return canCreateLetters ? paths.newLetter : paths.inProgress;
}

/** /password/reset needs `code` and `userId`, else it goes to / (spec 000 section 2). */
export function passwordResetParams(search: string): { code: string; userId: string } | undefined {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const userId = params.get('userId');
  return code && userId ? { code, userId } : undefined;
}

/** /password/forgot needs `userId`, else it goes to / (spec 000 section 2). */
export function passwordForgotUserId(search: string): string | undefined {
  return new URLSearchParams(search).get('userId') || undefined;
}
