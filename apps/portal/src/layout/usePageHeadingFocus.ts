import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Once the new page's heading (its `main`'s first `h1`) is in the document, focuses it, unless
 * the focus is somewhere on purpose: in the page (a field it focused, or what the user clicked or
 * tabbed to while it loaded) or in a dialog. The focus is adrift on the body (the pressed row or
 * Back button went with the old page), on `main`, or outside it, on the sidebar's link or the
 * header's menu that started the navigation. Returns the cancel.
 */
export function focusHeadingOnceShown(main: HTMLElement): () => void {
  const document = main.ownerDocument;
  const focusAdrift = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === main) return true;
    return !main.contains(focused) && !focused.closest('[role="dialog"], [role="alertdialog"]');
  };
  const observer = new MutationObserver(() => {
    if (settled()) observer.disconnect();
  });
  function settled(): boolean {
    if (!focusAdrift()) return true;
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // Focusable by script only: the heading is no Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  }
  if (!settled()) observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After a route change inside the signed-in shell, the focus goes to the new page's heading,
 * which is how the page is announced (docs/architecture.md, "Focus after a route change"). Not on
 * the first page the shell shows, and not for a replacing navigation (a redirect, a corrected
 * URL), which keeps waiting for the heading of the navigation it follows.
 */
export function usePageHeadingFocus(mainId: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstLocation = useRef(location.key);
  const cancel = useRef<() => void>(undefined);

  useEffect(() => {
    if (location.key === firstLocation.current || navigationType === 'REPLACE') return;
    const main = document.getElementById(mainId);
    if (!main) return;
    cancel.current?.();
    cancel.current = focusHeadingOnceShown(main);
  }, [location.key, navigationType, mainId]);

  useEffect(() => () => cancel.current?.(), []);
}
