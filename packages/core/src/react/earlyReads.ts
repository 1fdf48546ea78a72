import type { BareFetcher, Middleware } from 'swr';

/**
 * Answers asked for before the screen that reads them has rendered (the portal's start-up, a
 * widget element as it connects), handed to the first SWR hook that reads the same key instead
 * of a request of its own (issue 33). Each answer is taken once (once per cache with
 * `eachCache`), only while it is fresh. The host clears them all when the session ends: a read
 * made for one sign-in never serves the next.
 */
export interface EarlyReads {
  /**
   * Starts `read` under `key` unless one is waiting there; returns the waiting answer. With
   * `handOverAfter`, a hook is handed the answer only once that has settled too: reads started
   * together reach their hooks together, in one render.
   */
  start(key: string, read: () => Promise<unknown>, handOverAfter?: Promise<unknown>): Promise<unknown>;
  /** The answer waiting under `key`, once; undefined when there is none or it is too old. */
  take(key: string): Promise<unknown> | undefined;
  /**
   * Shows these answers under their keys until the reads' own come (SWR's `fallback`): on a
   * reload, the sign-in's kept copies of its lookups, so the screen renders while the token and
   * the reads are on their way instead of after them. A hook still asks for its own answer.
   */
  showUntilRead(answers: ReadonlyMap<string, unknown>): void;
  /** What `showUntilRead` shows: a new object at each change, for SWR's `fallback`. */
  fallback(): Readonly<Record<string, unknown>>;
  /** Called when `fallback` changes. */
  subscribe(listener: () => void): () => void;
  /** Forgets every answer (the session ended). */
  clear(): void;
  /** The SWR middleware that hands the answers to the hooks (`<SWRConfig value={{ use }}>`). */
  middleware: Middleware;
}

/** An early answer older than this is not taken: the hook asks again, as it would have. */
export const earlyReadMaxAgeMs = 30_000;

export interface EarlyReadsOptions {
  /** @default Date.now */
  now?: () => number;
  /**
   * Each SWR cache takes an answer once while it is fresh, not only the first hook that reads
   * it: the elements of a host page each have a cache of their own (two recorders read the same
   * settings). @default false: one hook takes it
   */
  eachCache?: boolean;
}

export function createEarlyReads({ now = Date.now, eachCache = false }: EarlyReadsOptions = {}): EarlyReads {
  const waiting = new Map<
    string,
    { answer: Promise<unknown>; handed: Promise<unknown>; startedAt: number }
  >();
  /**
   * Reads a hook made itself, or took from here, before the start-up asked for them (the
   * signed-in shell can render before the sign-in's `then` starts the next screen's reads). The
   * start-up takes these instead of asking again; they are never handed to a hook, which has its
   * own answer.
   */
  const askedByHooks = new Map<string, { answer: Promise<unknown>; startedAt: number }>();
  const fresh = (entry: { startedAt: number } | undefined) =>
    entry !== undefined && now() - entry.startedAt <= earlyReadMaxAgeMs;
  const take = (key: string) => {
    const entry = waiting.get(key);
    waiting.delete(key);
    return fresh(entry) ? entry?.handed : undefined;
  };
  /** The caches that took each answer (`eachCache`). */
  const takenBy = new Map<string, WeakSet<object>>();
  const takeFor = (key: string, cache: object | undefined) => {
    if (!eachCache || !cache) return take(key);
    const entry = waiting.get(key);
    if (!fresh(entry)) return take(key);
    const caches = takenBy.get(key) ?? new WeakSet();
    takenBy.set(key, caches);
    if (caches.has(cache)) return undefined;
    caches.add(cache);
    return entry?.handed;
  };
  let fallback: Readonly<Record<string, unknown>> = {};
  const listeners = new Set<() => void>();
  const setFallback = (next: Readonly<Record<string, unknown>>) => {
    fallback = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    showUntilRead(answers) {
      if (answers.size > 0) setFallback({ ...fallback, ...Object.fromEntries(answers) });
    },
    fallback: () => fallback,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
      takenBy.clear();
      if (Object.keys(fallback).length > 0) setFallback({});
    },
    middleware: (useSWRNext) => (key, fetcher, config) => {
      const takingEarly =
        fetcher &&
        (((...args: unknown[]) => {
          // SWR's merged config holds the cache of the provider above (not in its type).
          const { cache } = config as { cache?: object };
          const early = typeof key === 'string' ? takeFor(key, cache) : undefined;
          if (early) {
            // Taken before the start-up was done with the key (a reload's list renders from its
            // kept lookups and takes the remembered search before the start-up builds it again).
            askedByHooks.set(key as string, { answer: early, startedAt: now() });
            return early;
          }
          const answer = (fetcher as BareFetcher)(...args);
          if (typeof key === 'string')
            askedByHooks.set(key, { answer: Promise.resolve(answer), startedAt: now() });
          return answer;
        }) as typeof fetcher);
      return useSWRNext(key, takingEarly, config);
    },
  };
}
