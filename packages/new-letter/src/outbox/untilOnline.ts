/** How often a draft's work is tried again while the network is away: spec 000 section 9's poll. */
const draftRetryMs = 5000;

/**
 * Runs `attempt` now, every 5 s and whenever the browser says it is back online (the `online` event
 * is not fired for every network that returns, hence the poll too). Returns the function that stops.
 */
export function repeatUntilStopped(attempt: () => void): () => void {
  attempt();
  const timer = setInterval(attempt, draftRetryMs);
  globalThis.addEventListener?.('online', attempt);
  return () => {
    clearInterval(timer);
    globalThis.removeEventListener?.('online', attempt);
  };
}
