import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '../api/createApiClient';
import type { Logger } from '../logger/logger';
import { withFailureReports } from '../logger/reportFailures';
import type { Notify } from '../notify';
import type { Session } from '../session/session';
import type { AccountStorage } from '../storage/accountStorage';
import type { EarlyReads } from './earlyReads';

/** What every package reads from the provider. */
export interface DictationContextValue {
  /** The typed API client. */
  api: ApiClient;
  /** The session (tokens, refresh, logout). */
  session: Session;
  /** Per-account preferences of the signed-in user. */
  storage: AccountStorage;
  /**
   * Shows a notice (the portal and widgets feed `@dictation/ui`'s toasts); an error notice is
   * also logged when the provider has a logger.
   */
  notify: Notify;
  /**
   * Logs a failure the user sees other than as a notice (a save retrying, a Text magic error
   * panel, an upload retrying): the `log` option of the components. Does nothing without a logger.
   */
  logFailure: (error: unknown) => void;
}

/** Exported for `AccountStorageProvider`, which swaps the storage; not part of the package API. */
export const DictationContext = createContext<DictationContextValue | null>(null);

export interface DictationProviderProps extends Omit<DictationContextValue, 'logFailure'> {
  /**
   * Where failures go (docs/architecture.md, "Failures reach support"): every error notice
   * through `notify`, and `logFailure`. @default none: nothing is logged (stories, tests)
   */
  logger?: Logger;
  /**
   * Answers read ahead of the screen (a host's start-up, a widget as it connects), which the
   * hooks below take instead of asking again (issue 33). @default none
   */
  earlyReads?: EarlyReads;
  children?: ReactNode;
}

const logNothing = () => {};
const noSubscription = () => () => {};
const emptyFallback: Readonly<Record<string, unknown>> = {};
const noFallback = () => emptyFallback;

/**
 * Holds `{ api, session, storage, notify, logFailure }` for the tree below, with its own SWR cache:
 * two widgets with different servers on one page never share answers. The cache is emptied on
 * logout.
 */
export function DictationProvider({
  api,
  session,
  storage,
  notify,
  logger,
  earlyReads,
  children,
}: DictationProviderProps) {
  const [cache, setCache] = useState(() => new Map());
  useEffect(
    () =>
      session.subscribe((event) => {
        if (event.type === 'logout') setCache(new Map());
      }),
    [session],
  );
  const value = useMemo(
    () => ({
      api,
      session,
      storage,
      // The one place a failure the user sees is logged: no screen can forget it.
      notify: logger ? withFailureReports(notify, logger) : notify,
      logFailure: logger ? logger.log : logNothing,
    }),
    [api, session, storage, notify, logger],
  );
  const fallback = useSyncExternalStore(
    earlyReads?.subscribe ?? noSubscription,
    earlyReads?.fallback ?? noFallback,
    earlyReads?.fallback ?? noFallback,
  );
  const swr = useMemo(
    () => ({
      provider: () => cache,
      fallback,
      ...(earlyReads ? { use: [earlyReads.middleware] } : {}),
    }),
    [cache, earlyReads, fallback],
  );
  return (
    <DictationContext.Provider value={value}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </DictationContext.Provider>
  );
}

/** The provider's value; throws when used outside `DictationProvider` (a wiring mistake). */
export function useDictation(): DictationContextValue {
  const value = useContext(DictationContext);
  if (!value) throw new Error('useDictation needs a <DictationProvider> above it');
  return value;
}

/**
 * The provider's value, or undefined outside `DictationProvider`: for components that also work
 * without one (props instead), such as `LettersTable` taking the provider's storage.
 */
export function useOptionalDictation(): DictationContextValue | undefined {
  return useContext(DictationContext) ?? undefined;
}

/** The API client. */
export const useApi = (): ApiClient => useDictation().api;
/** The session. */
export const useSession = (): Session => useDictation().session;
/** Per-account storage. */
export const useAccountStorage = (): AccountStorage => useDictation().storage;
/** The notify function. */
export const useNotify = (): Notify => useDictation().notify;
/** Logs a failure shown other than as a notice (the `log` option of the components). */
export const useLogFailure = (): ((error: unknown) => void) => useDictation().logFailure;
