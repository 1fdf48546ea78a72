import type { BareFetcher, Middleware } from 'swr';

/**
 * Answers asked for before the screen that reads them has rendered (startupLoads.ts), handed to
 * the first SWR hook of the portal that reads the same key instead of a request of its own
 * (issue 33). Each answer is taken once, only while it is fresh, and all are forgotten when the
 * session ends: a read made for one sign-in never serves the next.
 */
export interface EarlyReads {
  /** Starts `read` under `key` unless one is waiting there; returns the waiting answer. */
  start(key: string, read: () => Promise<unknown>): Promise<unknown>;
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
  const waiting = new Map<string, { answer: Promise<unknown>; startedAt: number }>();
  const take = (key: string) => {
    const entry = waiting.get(key);
    waiting.delete(key);
    return entry && now() - entry.startedAt <= earlyReadMaxAgeMs ? entry.answer : undefined;
  };
  return {
    start(key, read) {
      const entry = waiting.get(key);
      if (entry) return entry.answer;
      const answer = read();
      // An answer nobody takes must not be an unhandled rejection; the hook that takes it sees it.
      answer.catch(() => {});
      waiting.set(key, { answer, startedAt: now() });
      return answer;
    },
    take,
    clear: () => waiting.clear(),
    middleware: (useSWRNext) => (key, fetcher, config) => {
      const takingEarly =
        fetcher &&
        (((...args: unknown[]) =>
          (typeof key === 'string' ? take(key) : undefined) ??
          (fetcher as BareFetcher)(...args)) as typeof fetcher);
      return useSWRNext(key, takingEarly, config);
    },
  };
}
