import type { LogEntry } from '../api/miscApi';
import { messages } from '../messages';
import { type FailureEntry, type FailureReport, failureEntry } from './failureEntry';
import { createMessageCatalogue, type MessageCatalogue } from './messageCatalogue';

export interface LoggerOptions {
  /** Sends one batch, e.g. `(entry, options) => api.log.post(entry, options)`. */
  post: (entry: LogEntry, options?: { keepalive?: boolean }) => Promise<unknown>;
  /** The messages the user may be shown. @default core's `messages` */
  catalogue?: MessageCatalogue;
  /** The page's path at the time of a failure. @default none (a host page's path is the host's) */
  screen?: () => string | undefined;
  /** How long entries wait for others to share their request. @default 2000 */
  batchDelayMs?: number;
  /** Length of the rate limit's window, and of the pause after a failed post. @default 60000 */
  windowMs?: number;
  /** Different entries per window; more are counted, not sent. @default 20 */
  maxPerWindow?: number;
  /** Where `pagehide` is heard. @default globalThis (the window) */
  pageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Sends the failures users see to the server's log (docs/architecture.md, "Failures reach support"). */
export interface Logger {
  /** Queues a failure; never throws, never waits. */
  report(failure: FailureReport): void;
  /** `report({ error })`, for the `log?: (error) => void` options of the components. */
  log(error: unknown): void;
  /** Sends what is queued now (`keepalive` when the page is going away). */
  flush(options?: { keepalive?: boolean }): void;
  /** Stops listening to `pagehide` and drops what is queued. */
  dispose(): void;
}

interface Pending {
  entry: FailureEntry;
  count: number;
}

const droppedKey = JSON.stringify({ kind: 'dropped' });

/**
 * The logger queue of spec 000 section 7 (`POST logger {source 'Front-End', type 3, content}`,
 * one JSON entry per line of `content`). Entries wait `batchDelayMs` and go in one request, or at
 * `pagehide` with `keepalive` so a closing page still sends them. Per window: each different entry
 * is sent once, its repeats are sent as a count when the window ends, and entries past
 * `maxPerWindow` only as the count of `{"kind":"dropped"}`. A failed post is not retried: its
 * entries are dropped and nothing is sent for a window, and nothing about it is logged (logging
 * it would post again). Logging must never break a page that is failing already, so nothing here
 * throws.
 */
export function createLogger(options: LoggerOptions): Logger {
  const catalogue = options.catalogue ?? createMessageCatalogue(messages);
  const batchDelayMs = options.batchDelayMs ?? 2000;
  const windowMs = options.windowMs ?? 60_000;
  const maxPerWindow = options.maxPerWindow ?? 20;
  const pageEvents =
    options.pageEvents ?? (typeof globalThis.addEventListener === 'function' ? globalThis : undefined);

  let windowStart = Number.NEGATIVE_INFINITY;
  /** Entries admitted in this window, with their repeats since they were queued. */
  let admitted = new Map<string, number>();
  let dropped = 0;
  const pending = new Map<string, Pending>();
  let pausedUntil = Number.NEGATIVE_INFINITY;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;

  const queue = (key: string, entry: FailureEntry, count: number) => {
    const queued = pending.get(key);
    pending.set(key, { entry, count: (queued?.count ?? 0) + count });
  };

  /** A new window: last window's repeats and drops are queued as counts. */
  const rollWindow = (time: number) => {
    const previous = admitted;
    admitted = new Map();
    for (const [key, repeats] of previous)
      if (repeats > 0) {
        admitted.set(key, 0);
        queue(key, JSON.parse(key) as FailureEntry, repeats);
      }
    if (dropped > 0) queue(droppedKey, { kind: 'dropped' }, dropped);
    dropped = 0;
    windowStart = time;
  };

  const send = (keepalive: boolean) => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    if (pending.size === 0) return;
    const wait = pausedUntil - Date.now();
    if (wait > 0 && !keepalive) {
      batchTimer = setTimeout(() => send(false), wait);
      return;
    }
    const content = [...pending.values()]
      .map(({ entry, count }) => JSON.stringify(count > 1 ? { ...entry, count } : entry))
      .join('\n');
    pending.clear();
    const pause = () => {
      pausedUntil = Date.now() + windowMs;
    };
    try {
      options
        .post({ source: 'Front-End', type: 3, content }, keepalive ? { keepalive } : undefined)
        .catch(pause);
    } catch {
      pause();
    }
  };

  const scheduleBatch = () => {
    batchTimer ??= setTimeout(() => send(false), batchDelayMs);
  };

  /** Repeats and drops wait for the window's end; nothing else might wake the queue then. */
  const scheduleWindowEnd = () => {
    windowTimer ??= setTimeout(
      () => {
        windowTimer = undefined;
        rollWindow(Date.now());
        scheduleBatch();
      },
      windowStart + windowMs - Date.now(),
    );
  };

  const report = (failure: FailureReport) => {
    try {
      const screen = options.screen?.();
      const entry = failureEntry(screen ? { screen, ...failure } : failure, catalogue);
      if (!entry) return;
      const time = Date.now();
      if (time - windowStart >= windowMs) rollWindow(time);
      const key = JSON.stringify(entry);
      const repeats = admitted.get(key);
      if (repeats !== undefined) {
        if (pending.has(key)) queue(key, entry, 1);
        else {
          admitted.set(key, repeats + 1);
          scheduleWindowEnd();
        }
        return;
      }
      if (admitted.size >= maxPerWindow) {
        dropped += 1;
        scheduleWindowEnd();
        return;
      }
      admitted.set(key, 0);
      queue(key, entry, 1);
      scheduleBatch();
    } catch {
      // Never throw from the logger.
    }
  };

  // The page may not come back: this window's repeats and drops go now too.
  const onPageHide = () => {
    rollWindow(Date.now());
    send(true);
  };
  pageEvents?.addEventListener('pagehide', onPageHide);

  return {
    report,
    log: (error) => report({ error }),
    flush: (flushOptions) => send(flushOptions?.keepalive === true),
    dispose() {
      pageEvents?.removeEventListener('pagehide', onPageHide);
      clearTimeout(batchTimer);
      clearTimeout(windowTimer);
      pending.clear();
    },
  };
}
