import { lazyPage } from './lazyPage';

/**
 * The signed-in shell (guard, sidebar, profile) is a chunk of its own, so `/login` loads only
 * sign-in; the sign-in form fetches it while the credentials are checked (issue 20). Apart from
 * routePages.ts: the shell preloads the pages listed there, which must not import it back.
 */
export const SignedInLayout = lazyPage(() => import('../layout/SignedInLayout'), 'SignedInLayout');
