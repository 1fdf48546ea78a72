import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  estimatedRowHeight,
  fallbackViewHeight,
  isVirtualized,
  type RowRange,
  rangeShowing,
  rowWindow,
  sameRange,
} from './rowWindow';

export interface RowWindow {
  range: RowRange;
  rowHeight: number;
  /** Rows that fit in the view, for Page Up / Page Down. */
  rowsPerView: number;
  /** Moves the window onto a row before it is focused, when it is outside. */
  show: (index: number) => void;
}

/**
 * The rendered range of a virtualised body, from the scroll container's position. The body's
 * offset is read from layout (the sticky header and the spacer are inside the measurement), so
 * no scroll math depends on the header's height.
 */
export function useRowWindow(
  rowCount: number,
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
): RowWindow {
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const rowHeightRef = useRef(estimatedRowHeight);
  const [viewHeight, setViewHeight] = useState(fallbackViewHeight);
  const [range, setRange] = useState<RowRange>(() =>
    rowWindow({ rowCount, rowHeight, offset: 0, viewHeight }),
  );

  const update = useCallback(() => {
    const view = scroller.current;
    const tbody = body.current;
    // A page rendered in full needs no window, and its commit no forced layout.
    if (!view || !tbody || !isVirtualized(rowCount)) return;
    const measured = tbody.querySelector<HTMLElement>('tr[data-index]')?.getBoundingClientRect().height ?? 0;
    const height = measured > 0 ? measured : rowHeightRef.current;
    // A ref, not a dependency: a measured height must not re-create this and run the effect again.
    if (Math.abs(height - rowHeightRef.current) > 0.5) {
      rowHeightRef.current = height;
      setRowHeight(height);
    }
    // The rows a user can see lie where the scroll container and the window overlap: the wrap
    // scrolls a virtualised page (max-height), but a host may let the page scroll instead.
    const wrap = view.getBoundingClientRect();
    const top = Math.max(wrap.top, 0);
    const bottom = Math.min(wrap.bottom, window.innerHeight || wrap.bottom);
    const offset = top - tbody.getBoundingClientRect().top;
    const shown = bottom > top ? bottom - top : fallbackViewHeight;
    setViewHeight(shown);
    const next = rowWindow({ rowCount, rowHeight: height, offset, viewHeight: shown });
    setRange((current) => (sameRange(current, next) ? current : next));
  }, [rowCount, scroller, body]);

  // A new page (another length, or the same scroll position over other rows) re-reads the view.
  useLayoutEffect(update, [update]);
  const virtualized = isVirtualized(rowCount);
  useEffect(() => {
    if (!virtualized) return;
    // Scroll events do not bubble; a capturing listener on window hears the wrap's and the page's.
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', update, options);
    window.addEventListener('resize', update, options);
    return () => {
      window.removeEventListener('scroll', update, options);
      window.removeEventListener('resize', update, options);
    };
  }, [virtualized, update]);

  const show = useCallback(
    (index: number) => setRange((current) => rangeShowing(current, index, rowCount)),
    [rowCount],
  );

  return {
    // Until the layout effect has read the view of a new page, the old range is cut to its rows.
    range: virtualized
      ? { start: Math.min(range.start, rowCount), end: Math.min(range.end, rowCount) }
      : { start: 0, end: rowCount },
    rowHeight,
    rowsPerView: Math.max(1, Math.floor(viewHeight / rowHeight) - 1),
    show,
  };
}
