import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { widgetMessages } from './messages';
import { afterScreenShown, isOnScreen, showOnScreen } from './screenFirst';
import * as styles from './widgets.css';

/**
 * An element's content as a component of its own module, which the script bundles put in a chunk
 * of its own (issue 33): the entry then holds only what defines the elements.
 */
export function lazyContent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/** Calls `onShown` once the content beside it (in the same Suspense boundary) has rendered. */
function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * Renders `children` once `host` is first rendered, and says it is loading until they are: an
 * element in a hidden tab panel (`hidden`, `display: none`) then downloads its content
 * (lazyContent) only when its tab is opened, instead of competing for the network with what the
 * page shows first (on a slow hospital network the visible recorder waited for the hidden lists
 * and letter editor). An element rendered below the fold waits for the page's elements on screen
 * to show theirs and for a quiet page after them (screenFirst.ts), or for the user to scroll it
 * into view, whichever comes first: it is ready moments after the screen, without slowing it. Not
 * on idle alone: the main thread is idle while the visible element's chunks download. Without
 * ResizeObserver (outside a browser) at once.
 *
 * The words are in the element, not the kit's Preloader: that is a modal, which would hold the
 * whole host page back while an element in a hidden tab waits to be shown.
 */
export function ShownOnce({ host, children }: { host: Element; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof ResizeObserver === 'undefined');
  /** Says the content of this element on screen has rendered (a no-op below the fold). */
  const shownOnScreen = useRef(() => {});
  useEffect(() => () => shownOnScreen.current(), []);
  useEffect(() => {
    if (shown) return;
    let stopWaiting = () => {};
    const show = () => {
      stopWaiting();
      setShown(true);
    };
    // A box of no size is an element not rendered: a ResizeObserver reports it when it gets one.
    const rendered = new ResizeObserver((entries) => {
      if (!entries.some(({ contentRect }) => contentRect.width > 0 || contentRect.height > 0)) return;
      rendered.disconnect();
      if (isOnScreen(host)) {
        shownOnScreen.current = showOnScreen();
        return show();
      }
      const scrolledTo = new IntersectionObserver((seen) => {
        if (seen.some((entry) => entry.isIntersecting)) show();
      });
      scrolledTo.observe(host);
      const cancelWait = afterScreenShown(show);
      stopWaiting = () => {
        scrolledTo.disconnect();
        cancelWait();
      };
    });
    rendered.observe(host);
    return () => {
      rendered.disconnect();
      stopWaiting();
    };
  }, [host, shown]);
  const loading = (
    <p role="status" className={styles.placeholder}>
      {widgetMessages.loading}
    </p>
  );
  if (!shown) return loading;
  return (
    <Suspense fallback={loading}>
      {children}
      <WhenShown onShown={() => shownOnScreen.current()} />
    </Suspense>
  );
}
