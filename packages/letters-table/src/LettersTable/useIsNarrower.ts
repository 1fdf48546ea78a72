import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is narrower than `widthPx`, followed as it resizes (a window, a sidebar
 * collapsing, a host page's column): the list's own width, not the window's, decides its layout.
 */
export function useIsNarrower(element: RefObject<HTMLElement | null>, widthPx: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const measure = () => setNarrower(target.getBoundingClientRect().width < widthPx);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, widthPx]);
  return narrower;
}
