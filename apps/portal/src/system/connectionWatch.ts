/**
 * Online/offline check (spec 000 sections 4 and 9): GET ping every 5 s. A failed ping means the
 * connection is lost; the watcher reports only changes, so the notice shows once per outage.
 */
export const connectionPollMs = 5000;

export type ConnectionState = 'online' | 'offline';

export interface ConnectionWatchOptions {
  /** `api.ping`; any rejection counts as offline. */
  ping: () => Promise<unknown>;
  onChange: (state: ConnectionState) => void;
  /** @default 5000 */
  intervalMs?: number;
}

/** Starts polling; returns a stop function. */
export function watchConnection({
  ping,
  onChange,
  intervalMs = connectionPollMs,
}: ConnectionWatchOptions): () => void {
  let state: ConnectionState = 'online';
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    const next: ConnectionState = await ping().then(
      () => 'online',
      () => 'offline',
    );
    if (stopped) return;
    if (next !== state) {
      state = next;
      onChange(next);
    }
    timer = setTimeout(check, intervalMs);
  };
  timer = setTimeout(check, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
