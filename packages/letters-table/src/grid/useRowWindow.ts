import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
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
  /** Recomputes the window from the scroll position (the scroll container's onScroll). */
  update: () => void;
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
  const [viewHeight, setViewHeight] = useState(fallbackViewHeight);
  const [range, setRange] = useState<RowRange>(() =>
    rowWindow({ rowCount, rowHeight, offset: 0, viewHeight }),
  );

  const update = useCallback(() => {
    const view = scroller.current;
    const tbody = body.current;
    if (!view || !tbody) return;
    const measured = tbody.querySelector<HTMLElement>('tr[data-index]')?.getBoundingClientRect().height ?? 0;
    const height = measured > 0 ? measured : rowHeight;
    if (Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    const offset = view.getBoundingClientRect().top - tbody.getBoundingClientRect().top;
    const shown = view.clientHeight > 0 ? view.clientHeight : fallbackViewHeight;
    setViewHeight(shown);
    const next = rowWindow({ rowCount, rowHeight: height, offset, viewHeight: shown });
    setRange((current) => (sameRange(current, next) ? current : next));
  }, [rowCount, rowHeight, scroller, body]);

  // A new page (another length, or the same scroll position over other rows) re-reads the view.
  useLayoutEffect(update, [update]);

  const show = useCallback(
    (index: number) => setRange((current) => rangeShowing(current, index, rowCount)),
    [rowCount],
  );

  return {
    // Until the layout effect has read the view of a new page, the old range is cut to its rows.
    range: isVirtualized(rowCount)
      ? { start: Math.min(range.start, rowCount), end: Math.min(range.end, rowCount) }
      : { start: 0, end: rowCount },
    rowHeight,
    rowsPerView: Math.max(1, Math.floor(viewHeight / rowHeight) - 1),
    show,
    update,
  };
}
