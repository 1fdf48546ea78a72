import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { widgetMessages } from './messages';
import * as styles from './widgets.css';

/**
 * An element's content as a component of its own module, which the script bundles put in a chunk
 * of its own (issue 33): the entry then holds only what defines the elements.
 */
export function lazyContent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * Renders `children` once `host` is first rendered, and says it is loading until they are: an
 * element in a hidden tab panel (`hidden`, `display: none`) then downloads its content
 * (lazyContent) only when its tab is opened, instead of competing for the network with what the
 * page shows first (on a slow hospital network the visible recorder waited for the hidden lists
 * and letter editor). Rendered, not on screen (IntersectionObserver): the host shows an element
 * below the fold, such as a letter view under a long list, for the user to scroll to, and it
 * should be ready by then. Not on idle either: the main thread is idle while the visible
 * element's chunks download. Without ResizeObserver (outside a browser) at once.
 *
 * The words are in the element, not the kit's Preloader: that is a modal, which would hold the
 * whole host page back while an element in a hidden tab waits to be shown.
 */
export function ShownOnce({ host, children }: { host: Element; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    if (shown) return;
    // A box of no size is an element not rendered: a ResizeObserver reports it when it gets one.
    const observer = new ResizeObserver((entries) => {
      if (entries.some(({ contentRect }) => contentRect.width > 0 || contentRect.height > 0)) setShown(true);
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, shown]);
  const loading = (
    <p role="status" className={styles.placeholder}>
      {widgetMessages.loading}
    </p>
  );
  return shown ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}
