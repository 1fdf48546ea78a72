import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { widgetMessages } from './messages';
import { afterScreenShown, isOnScreen, showOnScreen } from './screenFirst';
import * as styles from './widgets.css';

/** An element's content, and its module's download (once, again after a failure). */
export type LazyContent<Props extends object> = ComponentType<Props> & { load: () => Promise<unknown> };

/**
 * An element's content as a component of its own module, which the script bundles put in a chunk
 * of its own (issue 33): the entry then holds only what defines the elements. ShownOnce downloads
 * it (`load`) before it renders it: content rendered once its module is in renders at once,
 * without suspending. A content that suspended showed ShownOnce's "Loading" and React held the
 * content back until that had been up for 300 ms (its reveal throttle): a quarter of a second
 * more before the host page's Record button when the module was already preloaded.
 */
export function lazyContent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyContent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await loadOnce() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per content module, at its top level, as React's lazy().
  function Content(props: Props) {
    // One component for the element's life: switching from the lazy one would mount it again.
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Content, { load: loadOnce });
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
export function ShownOnce({
  host,
  load,
  children,
}: {
  host: Element;
  /** Downloads the content's module (LazyContent's `load`), before the content renders. @default none */
  load?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(() => typeof ResizeObserver === 'undefined');
  /** Says the content of this element on screen has rendered (a no-op below the fold). */
  const shownOnScreen = useRef(() => {});
  useEffect(() => () => shownOnScreen.current(), []);
  useEffect(() => {
    if (shown) return;
    let stopWaiting = () => {};
    let stale = false;
    const render = () => {
      if (!stale) setShown(true);
    };
    const show = () => {
      stopWaiting();
      // A failed download renders all the same: the content's own import fails where it is shown.
      if (load) void load().then(render, render);
      else render();
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
      stale = true;
      rendered.disconnect();
      stopWaiting();
    };
  }, [host, shown, load]);
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
