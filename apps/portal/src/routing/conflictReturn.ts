import { isPublicPath, listPath, paths } from './paths';

/**
 * Spec 001 section 8: a 409 answer returns to the list. The list the page belongs to (a completed
 * letter's is Completed, everything else's In Progress), or null on a list or a public page,
 * where there is nowhere to go back to.
 */
export function listAfterConflict(pathname: string): string | null {
  if (isPublicPath(pathname) || pathname === paths.inProgress || pathname === paths.completed) return null;
  return listPath(pathname.startsWith(`${paths.completed}/`) ? 'completed' : 'in-progress');
}
