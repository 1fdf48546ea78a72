import { createReturnPathStore } from '@dictation/auth';
import { createAccountStorage } from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { ThemeProvider, ToastRegion } from '@dictation/ui';
import type { BrandName } from '@dictation/ui/theme';
import { useEffect, useMemo } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { listAfterConflict } from '../routing/conflictReturn';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalRoutes } from './PortalRoutes';
import type { ConflictSignal, PortalServices } from './services';
import { startScreen } from './startScreen';
import { useSystemNotices } from './useSystemNotices';

export interface PortalAppProps {
  services: PortalServices;
  /** From `resolveBrand(location.hostname)`. */
  brand: BrandName;
  /** `navigator.userAgent`, for the unsupported-browser notice. */
  userAgent: string;
}

/** Spec 001 section 8: a 409 the page did not resolve itself returns to the list. */
function ConflictReturn({ conflicts }: { conflicts: ConflictSignal }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () =>
      conflicts.subscribe(() => {
        const list = listAfterConflict(pathname);
        if (list) navigate(list);
      }),
    [conflicts, navigate, pathname],
  );
  return null;
}

/** The whole portal: theme, toasts, error boundary, services and routes. */
export function PortalApp({ services, brand, userAgent }: PortalAppProps) {
  const { api, conflicts, session, notifier, logger, storage, earlyReads } = services;
  // Before the profile names the account, only global keys are used.
  const anonymousStorage = useMemo(
    () => createAccountStorage({ backend: storage, accountId: null }),
    [storage],
  );
  useSystemNotices(api, notifier, userAgent, anonymousStorage);
  const returnPath = useMemo(() => createReturnPathStore(globalThis.sessionStorage), []);
  return (
    <ThemeProvider brand={brand}>
      <ToastRegion notifier={notifier}>
        <ErrorBoundary onError={(error) => logger.log(error)}>
          <DictationProvider
            api={api}
            session={session}
            storage={anonymousStorage}
            notify={notifier.notify}
            logger={logger}
            // The hooks take the answers read ahead of their screen (startupLoads.ts, issue 33).
            earlyReads={earlyReads}
          >
            <BrowserRouter>
              <ConflictReturn conflicts={conflicts} />
              <PortalRoutes returnPath={returnPath} onSignedIn={(next) => startScreen(next, services)} />
            </BrowserRouter>
          </DictationProvider>
        </ErrorBoundary>
      </ToastRegion>
    </ThemeProvider>
  );
}
