import { isPublicPath, paths } from '../routing/paths';

/**
 * Going to `pathname` from the recording page asks 'Your new letter has not been completed' when
 * the job holds the user back (`LeaveQuestion.asks` of @dictation/recorder). Signing out (or a 401)
 * goes to a public page, which never waits; staying on the page is not leaving.
 */
export function leavingPageAsks(pathname: string, jobAsks: boolean): boolean {
  return pathname !== paths.newLetter && !isPublicPath(pathname) && jobAsks;
}
