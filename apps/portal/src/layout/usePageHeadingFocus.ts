import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const dialogs = '[role="dialog"], [role="alertdialog"]';

/**
 * Once the new page's heading (its `main`'s first `h1`) is in the document, focuses it, unless
 * the focus is in the page on purpose (a field the page focused, or what the user clicked or
 * tabbed to while it loaded). While a dialog has the focus (a page's question, or the loading
 * overlay, which is a modal dialog too), it waits for the dialog to close: the focus it hands back
 * to the body or to the sidebar's link goes on to the heading. The focus is adrift on the body
 * (the pressed row or Back button went with the old page), on `main`, or outside it (the
 * sidebar's link or the header's menu that started the navigation). Returns the cancel.
 */
export function focusHeadingOnceShown(main: HTMLElement): () => void {
  const document = main.ownerDocument;
  function settled(): boolean {
    const focused = document.activeElement;
    if (focused?.closest(dialogs)) return false;
    if (focused && focused !== document.body && focused !== main && main.contains(focused)) return true;
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // Focusable by script only: the heading is no Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  }
  // The whole body: dialogs are portalled outside `main`, and their closing is what to wait for.
  const observer = new MutationObserver(() => {
    if (settled()) observer.disconnect();
  });
  if (!settled()) observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After a route change inside the signed-in shell, the focus goes to the new page's heading,
 * which is how the page is announced (docs/architecture.md, "Readable for everyone"). Not on
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
