import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  estimatedRowHeight,
  fallbackViewHeight,
  isVirtualized,
  nextRowWindow,
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
  // Measurements live in refs: they change what the next window is, and a new window renders;
  // on their own they would only render the same rows again.
  const rowHeightRef = useRef(estimatedRowHeight);
  const viewHeightRef = useRef(fallbackViewHeight);
  const [range, setRange] = useState<RowRange>(() =>
    rowWindow({ rowCount, rowHeight: estimatedRowHeight, offset: 0, viewHeight: fallbackViewHeight }),
  );

  const update = useCallback(() => {
    const view = scroller.current;
    const tbody = body.current;
    // A page rendered in full needs no window, and its commit no forced layout.
    if (!view || !tbody || !isVirtualized(rowCount)) return;
    const measured = tbody.querySelector<HTMLElement>('tr[data-index]')?.getBoundingClientRect().height ?? 0;
    const height = measured > 0 ? measured : rowHeightRef.current;
    rowHeightRef.current = height;
    // The rows a user can see lie where the scroll container and the window overlap: the wrap
    // scrolls a virtualised page (max-height), but a host may let the page scroll instead.
    const wrap = view.getBoundingClientRect();
    const top = Math.max(wrap.top, 0);
    const bottom = Math.min(wrap.bottom, window.innerHeight || wrap.bottom);
    const offset = top - tbody.getBoundingClientRect().top;
    const shown = bottom > top ? bottom - top : fallbackViewHeight;
    viewHeightRef.current = shown;
    setRange((current) => {
      const next = nextRowWindow(current, { rowCount, rowHeight: height, offset, viewHeight: shown });
      return sameRange(current, next) ? current : next;
    });
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
    rowHeight: rowHeightRef.current,
    rowsPerView: Math.max(1, Math.floor(viewHeightRef.current / rowHeightRef.current) - 1),
    show,
  };
}
