/**
 * A value shared by every recorder of the tab (a host page may embed several, side by side or in
 * frames of its origin): kept on the top window when this document may reach it, else on this
 * document's own global. A frame of another origin is a page of its own: the browser gives it its
 * own storage and channels anyway.
 */
export function tabShared<T extends object>(key: symbol, create: () => T): T {
  type Holder = Record<symbol, T | undefined>;
  let holder = globalThis as unknown as Holder;
  try {
    const top = globalThis.top as unknown as Holder | null | undefined;
    if (top) {
      void top[key]; // throws for a top window of another origin
      holder = top;
    }
  } catch {
    // A cross-origin top window: this document keeps its own.
  }
  holder[key] ??= create();
  return holder[key];
}

/**
 * Calls `callback` when this document goes for good (closed, reloaded, navigated away from, its
 * frame removed), not when the browser keeps it to come back to. A frame's recorders leave the
 * tab's shared state this way: nothing unmounts them when their frame goes. Returns the function
 * that stops listening.
 */
export function whenDocumentGoes(callback: () => void): () => void {
  const onPageHide = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) callback();
  };
  globalThis.addEventListener?.('pagehide', onPageHide);
  return () => globalThis.removeEventListener?.('pagehide', onPageHide);
}
