import { useLayoutEffect, useRef } from 'react';
import { useUNSAFE_PortalContext as usePortalContext } from 'react-aria/PortalProvider';
import { createPortal } from 'react-dom';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import { inertOutside } from './inertOutside';
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
 * (a widget's shadow root, through React Aria's portal provider).
 */
export function Preloader({ active, initial = false, label = messages.loading }: PreloaderProps) {
  const visible = usePreloaderVisibility(active, initial);
  const overlayClass = useThemedClassName(styles.overlay);
  const { getContainer } = usePortalContext();
  // No document on a server render: the overlay is the browser's.
  const container = getContainer?.() ?? globalThis.document?.body;
  if (!visible || !container) return null;
  return createPortal(
    <div className={overlayClass}>
      <LoadingDialog label={label} active={active} />
    </div>,
    container,
  );
}

function LoadingDialog({ label, active }: { label: string; active: boolean }) {
  const dialog = useRef<HTMLDivElement>(null);
  // Before paint, so the page is never shown clickable under the overlay.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const focusedBefore = deepActiveElement(element.ownerDocument);
    const release = inertOutside(element.parentElement ?? element);
    if (takesFocus(element, focusedBefore)) element.focus({ preventScroll: true });
    return () => {
      release();
      const focusedNow = deepActiveElement(element.ownerDocument);
      const focusWasOurs = focusedNow === null || element.contains(focusedNow);
      if (focusWasOurs && focusedBefore?.isConnected && !focusedBefore.closest('[inert]'))
        focusedBefore.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      // The focus stays here, as in the kit's dialogs: there is nothing to tab to while loading.
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.preventDefault();
      }}
      className={styles.panel}
      data-state={active ? 'active' : 'hiding'}
    >
      <Spinner size="large" label={label} />
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

/**
 * Whether the overlay takes the focus: from what it makes inert, and on a page of the kit's own
 * when nothing has it. A widget's overlay (in its shadow root) leaves the host page's focus
 * where it is, even on the body: a recorder that loads must not pull the clinician out of the
 * EPR's field they are typing in, or fight the page's other widgets for the focus.
 */
function takesFocus(overlay: HTMLElement, focused: HTMLElement | null): boolean {
  const root = overlay.getRootNode();
  if (focused === null) return root === overlay.ownerDocument;
  return root.contains(focused);
}

/** The focused element, inside shadow roots too; null when it is the body (nothing focused). */
function deepActiveElement(document: Document): HTMLElement | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}
