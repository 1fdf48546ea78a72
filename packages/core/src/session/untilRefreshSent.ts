import type { Session } from './session';

/**
 * How long a page's start waits for the token refresh to go out: long enough for its tabs' lock
 * to be granted on a slow computer, short enough that another tab's refresh holding the lock does
 * not hold the page blank.
 */
const refreshSendHoldMs = 100;

/**
 * Resolves once the refresh in flight has been sent, or after `atMostMs` (issue 33). The tabs'
 * refresh lock is granted in a task of its own, which a long task started before it holds back,
 * and with it the refresh and every read that waits for the token: the portal's first render
 * (0.1 s on a reload), the evaluation of a widget's React and content modules (0.2 s of the host
 * page's warm start, Slow 4G at a quarter CPU).
 */
export function untilRefreshSent(
  session: Pick<Session, 'refreshSent'>,
  atMostMs: number = refreshSendHoldMs,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    void session.refreshSent().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
