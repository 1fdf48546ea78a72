import { createAccountStorage, type Notice } from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { type BrandName, createNotifier, ThemeProvider, ToastRegion } from '@dictation/ui';
import { type ReactNode, useMemo } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { dispatchDictationEvent } from './events';
import { InactivitySignOut } from './InactivitySignOut';
import { widgetMessages } from './messages';
import type { WidgetServices } from './widgetConnection';
import * as styles from './widgets.css';

export interface WidgetFrameProps {
  /** The custom element: events are dispatched from it. */
  host: HTMLElement;
  brand: BrandName;
  services: WidgetServices;
  /** The element inside the shadow root where dialogs, popovers and toasts go. */
  overlayContainer: HTMLElement;
  children: ReactNode;
}

/**
 * What every element renders around its component: the brand (its variables are on `:host`, see
 * hostThemeCss, so the wrapper gets only the scoped reset), overlays kept inside the shadow root
 * (React Aria would put them in `document.body`, outside the kit's styles and inside the host's),
 * the client and session, a notices region whose errors are also reported to the host, and the
 * element's part in the page's inactivity sign-out.
 */
export function WidgetFrame({ host, brand, services, overlayContainer, children }: WidgetFrameProps) {
  const notifier = useMemo(() => {
    const own = createNotifier();
    const notify = (notice: Notice) => {
      if (notice.kind === 'error')
        dispatchDictationEvent(host, 'dictation-error', {
          message: notice.message,
          description: notice.description,
        });
      own.notify(notice);
    };
    return { ...own, notify };
  }, [host]);
  const storage = useMemo(
    () => createAccountStorage({ backend: globalThis.localStorage, accountId: null }),
    [],
  );
  return (
    <ThemeProvider brand={brand} brandClassName="" className={styles.widgetRoot}>
      <PortalProvider getContainer={() => overlayContainer}>
        <DictationProvider
          api={services.api}
          session={services.session}
          storage={storage}
          notify={notifier.notify}
          logger={services.logger}
          // What the element asked for as it connected (RecorderElement), for its first hooks.
          earlyReads={services.earlyReads}
        >
          <ToastRegion notifier={notifier} label={widgetMessages.notifications}>
            {services.pageSignIn ? <InactivitySignOut element={host} /> : null}
            {children}
          </ToastRegion>
        </DictationProvider>
      </PortalProvider>
    </ThemeProvider>
  );
}
