import type { BareFetcher, Middleware } from 'swr';

/**
 * Answers asked for before the screen that reads them has rendered (startupLoads.ts), handed to
 * the first SWR hook of the portal that reads the same key instead of a request of its own
 * (issue 33). Each answer is taken once, only while it is fresh, and all are forgotten when the
 * session ends: a read made for one sign-in never serves the next.
 */
export interface EarlyReads {
  /**
   * Starts `read` under `key` unless one is waiting there; returns the waiting answer. With
   * `handOverAfter`, a hook is handed the answer only once that has settled too: reads started
   * together reach their hooks together, in one render (startupLoads.ts).
   */
  start(key: string, read: () => Promise<unknown>, handOverAfter?: Promise<unknown>): Promise<unknown>;
  /** The answer waiting under `key`, once; undefined when there is none or it is too old. */
  take(key: string): Promise<unknown> | undefined;
  /** Forgets every answer (the session ended). */
  clear(): void;
  /** The SWR middleware that hands the answers to the hooks (`<SWRConfig value={{ use }}>`). */
  middleware: Middleware;
}

/** An early answer older than this is not taken: the hook asks again, as it would have. */
export const earlyReadMaxAgeMs = 30_000;

export function createEarlyReads(now: () => number = Date.now): EarlyReads {
  const waiting = new Map<
    string,
    { answer: Promise<unknown>; handed: Promise<unknown>; startedAt: number }
  >();
  /**
   * Reads a hook made itself, because it asked before the start-up did (the signed-in shell can
   * render before the sign-in's `then` starts the next screen's reads). The start-up takes these
   * instead of asking again; they are never handed to a hook, which has its own answer.
   */
  const askedByHooks = new Map<string, { answer: Promise<unknown>; startedAt: number }>();
  const fresh = (entry: { startedAt: number } | undefined) =>
    entry !== undefined && now() - entry.startedAt <= earlyReadMaxAgeMs;
  const take = (key: string) => {
    const entry = waiting.get(key);
    waiting.delete(key);
    return fresh(entry) ? entry?.handed : undefined;
  };
  return {
    start(key, read, handOverAfter) {
      const asked = askedByHooks.get(key);
      if (asked && fresh(asked)) return asked.answer;
      const entry = waiting.get(key);
      if (entry) return entry.answer;
      const answer = read();
      // An answer nobody takes must not be an unhandled rejection; the hook that takes it sees it.
      answer.catch(() => {});
      const handed = handOverAfter
        ? handOverAfter.then(
            () => answer,
            () => answer,
          )
        : answer;
      handed.catch(() => {});
      waiting.set(key, { answer, handed, startedAt: now() });
      return answer;
    },
    take,
    clear: () => {
      waiting.clear();
      askedByHooks.clear();
    },
    middleware: (useSWRNext) => (key, fetcher, config) => {
      const takingEarly =
        fetcher &&
        (((...args: unknown[]) => {
          const early = typeof key === 'string' ? take(key) : undefined;
          if (early) return early;
          const answer = (fetcher as BareFetcher)(...args);
          if (typeof key === 'string')
            askedByHooks.set(key, { answer: Promise.resolve(answer), startedAt: now() });
          return answer;
        }) as typeof fetcher);
      return useSWRNext(key, takingEarly, config);
    },
  };
}
