import { createReturnPathStore } from '@dictation/auth';
import { createAccountStorage } from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { ThemeProvider, ToastRegion } from '@dictation/ui';
import type { BrandName } from '@dictation/ui/theme';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalRoutes } from './PortalRoutes';
import type { PortalServices } from './services';
import { useSystemNotices } from './useSystemNotices';

export interface PortalAppProps {
  services: PortalServices;
  /** From `resolveBrand(location.hostname)`. */
  brand: BrandName;
  /** `navigator.userAgent`, for the unsupported-browser notice. */
  userAgent: string;
}

/** The whole portal: theme, toasts, error boundary, services and routes. */
export function PortalApp({ services, brand, userAgent }: PortalAppProps) {
  const { api, session, notifier, logger, storage } = services;
  useSystemNotices(api, notifier, userAgent);
  // Before the profile names the account, only global keys are used.
  const anonymousStorage = useMemo(
    () => createAccountStorage({ backend: storage, accountId: null }),
    [storage],
  );
  const returnPath = useMemo(() => createReturnPathStore(globalThis.sessionStorage), []);
  return (
    <ThemeProvider brand={brand}>
      <ToastRegion notifier={notifier}>
        <ErrorBoundary onError={(error) => logger.log(error)}>
          <DictationProvider api={api} session={session} storage={anonymousStorage} notify={notifier.notify}>
            <BrowserRouter>
              <PortalRoutes returnPath={returnPath} />
            </BrowserRouter>
          </DictationProvider>
        </ErrorBoundary>
      </ToastRegion>
    </ThemeProvider>
  );
}
