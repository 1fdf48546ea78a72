import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useUNSAFE_PortalContext as usePortalContext } from 'react-aria/PortalProvider';
import { createPortal } from 'react-dom';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import { leaseOverlay, type OverlayLease, type OverlayLook } from './overlayLease';
import * as styles from './Preloader.css';
import { usePreloaderVisibility } from './usePreloaderVisibility';

export interface PreloaderProps {
  /** Whether something is loading. The overlay hides a moment after this turns false. */
  active: boolean;
  /**
   * The first load of a page: hides 400 ms after `active` turns false instead of 1000 ms.
   * @default false
   */
  initial?: boolean;
  /**
   * What is announced and shown under the spinner.
   * @default 'Loading'
   */
  label?: string;
}

/**
 * A full-screen loading overlay. It is modal: while shown, the page behind is inert (it cannot be
 * clicked, tabbed to or read), and the focus is on the overlay, which screen readers announce by
 * its label; it goes back where it was when the overlay hides. It goes where the kit's dialogs go
 * (a widget's shadow root, through React Aria's portal provider). Loaders shown one after
 * another, or over each other, share one overlay (`leaseOverlay`): the page stays inert and the
 * focus on the overlay until the last one ends.
 */
export function Preloader({ active, initial = false, label = messages.loading }: PreloaderProps) {
  const visible = usePreloaderVisibility(active, initial);
  const overlayClass = useThemedClassName(styles.overlay);
  const { getContainer } = usePortalContext();
  // No document on a server render: the overlay is the browser's.
  const container = getContainer?.() ?? globalThis.document?.body;
  const dialog = useOverlay(visible ? container : undefined, { label, active, overlayClass });
  if (!dialog) return null;
  return createPortal(
    <>
      <Spinner size="large" label={label} />
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </>,
    dialog,
  );
}

const noLease = () => () => {};

/**
 * Holds `container`'s overlay while given one, before paint (the page is never shown clickable
 * under it). Returns its dialog while this loader's spinner is the one shown (the newest).
 */
function useOverlay(container: Element | undefined, look: OverlayLook): HTMLElement | null {
  const [lease, setLease] = useState<OverlayLease | null>(null);
  const { label, active, overlayClass } = look;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the look at the lease's start; changes follow below
  useLayoutEffect(() => {
    if (!container) return;
    const taken = leaseOverlay(container, { label, active, overlayClass }, styles.panel);
    setLease(taken);
    return () => {
      taken.release();
      setLease(null);
    };
  }, [container]);
  useLayoutEffect(() => lease?.update({ label, active, overlayClass }), [lease, label, active, overlayClass]);
  const shown = useSyncExternalStore(
    lease?.subscribe ?? noLease,
    () => lease?.shows() ?? false,
    () => false,
  );
  return shown && lease ? lease.dialog : null;
}
