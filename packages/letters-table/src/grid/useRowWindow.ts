import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  estimatedRowHeight,
  estimatedViewHeight,
  firstFrameOverscan,
  firstFrameWindow,
  isVirtualized,
  nextRowWindow,
  overscanRows,
  type RowRange,
  rangeShowing,
  sameRange,
  withMoreOverscan,
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
 * The row height a grid measured last, the first estimate of the next one (switching between the
 * in-progress and completed lists mounts a new grid): the closer it is, the fewer rows a first
 * frame renders beyond the view. A wrong guess only costs a second render before the paint.
 */
let lastMeasuredRowHeight = estimatedRowHeight;

/** Calls `callback` in a task after the next frame is painted; returns a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from an animation frame callback runs once that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The rendered range of a virtualised body, from the scroll container's position. The body's
 * offset is read from layout (the sticky header and the spacer are inside the measurement), so
 * no scroll math depends on the header's height.
 *
 * A new page (another `page`, e.g. after a filter change) first renders the rows in view plus
 * `firstFrameOverscan`, from the last measurement or, before any, from the most the view can
 * be; the rest of the overscan is added once that frame is painted (or at the first scroll).
 * The first frame is the one the user waits for, and every row in it costs style and layout. A
 * page rendered in full (up to `virtualizeAbove` rows) starts the same way at the window's top,
 * its rows in view first (at most the window's height of them), and every row once painted.
 */
export function useRowWindow(
  rowCount: number,
  page: unknown,
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
): RowWindow {
  // Measurements live in refs: they change what the next window is, and a new window renders;
  // on their own they would only render the same rows again.
  const rowHeightRef = useRef(lastMeasuredRowHeight);
  const viewHeightRef = useRef(0);
  // Before a measurement: at the top of the page, with the sticky header (about a row) over the
  // view's first pixels.
  const offsetRef = useRef(-estimatedRowHeight);
  const firstFrame = () =>
    firstFrameWindow(
      {
        rowCount,
        rowHeight: rowHeightRef.current,
        offset: offsetRef.current,
        viewHeight: viewHeightRef.current,
        overscan: firstFrameOverscan,
      },
      window,
    );
  const [range, setRange] = useState<RowRange>(() => {
    viewHeightRef.current = estimatedViewHeight(window.innerHeight);
    return firstFrame();
  });
  /** Whether the page's frame with the rows in view has been painted, so the overscan may follow. */
  const [grown, setGrown] = useState(false);
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    // A new page starts again from the rows in view (React re-renders before committing).
    setShownPage(page);
    setGrown(false);
    setRange(firstFrame());
  }
  const overscan = grown ? overscanRows : firstFrameOverscan;
  const overscanRef = useRef(overscan);
  useLayoutEffect(() => {
    overscanRef.current = overscan;
  }, [overscan]);

  const update = useCallback(() => {
    const view = scroller.current;
    const tbody = body.current;
    // A page rendered in full needs no window, and its commit no forced layout.
    if (!view || !tbody || !isVirtualized(rowCount)) return;
    const measured = tbody.querySelector<HTMLElement>('tr[data-index]')?.getBoundingClientRect().height ?? 0;
    const height = measured > 0 ? measured : rowHeightRef.current;
    rowHeightRef.current = height;
    lastMeasuredRowHeight = height;
    // The rows a user can see lie where the scroll container and the window overlap: the wrap
    // scrolls a virtualised page (max-height), but a host may let the page scroll instead.
    const wrap = view.getBoundingClientRect();
    const top = Math.max(wrap.top, 0);
    const bottom = Math.min(wrap.bottom, window.innerHeight || wrap.bottom);
    const offset = top - tbody.getBoundingClientRect().top;
    const shown = bottom > top ? bottom - top : viewHeightRef.current;
    offsetRef.current = offset;
    viewHeightRef.current = shown;
    setRange((current) => {
      const input = { rowCount, rowHeight: height, offset, viewHeight: shown, overscan: overscanRef.current };
      const next = nextRowWindow(current, input);
      return sameRange(current, next) ? current : next;
    });
  }, [rowCount, scroller, body]);

  // A new page length re-reads the view.
  useLayoutEffect(update, [update]);
  const virtualized = isVirtualized(rowCount);
  useEffect(() => {
    if (!virtualized) return;
    // A user scrolling wants the overscan now. Scroll events do not bubble; a capturing listener
    // on window hears the wrap's and the page's.
    const onViewChange = () => {
      overscanRef.current = overscanRows;
      setGrown(true);
      update();
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', onViewChange, options);
    window.addEventListener('resize', onViewChange, options);
    return () => {
      window.removeEventListener('scroll', onViewChange, options);
      window.removeEventListener('resize', onViewChange, options);
    };
  }, [virtualized, update]);

  useEffect(() => {
    if (grown) return;
    return afterNextPaint(() => {
      setGrown(true);
      // A full page then renders every row (below); a virtualised one its whole overscan.
      if (virtualized)
        setRange((current) => withMoreOverscan(current, overscanRows - firstFrameOverscan, rowCount));
    });
  }, [virtualized, grown, rowCount]);

  const show = useCallback(
    (index: number) => setRange((current) => rangeShowing(current, index, rowCount)),
    [rowCount],
  );

  return {
    // Until the layout effect has read the view of a new page, the old range is cut to its rows.
    // A full page's first frame may be its rows in view; every row once that frame is painted.
    range:
      virtualized || !grown
        ? { start: Math.min(range.start, rowCount), end: Math.min(range.end, rowCount) }
        : { start: 0, end: rowCount },
    rowHeight: rowHeightRef.current,
    rowsPerView: Math.max(1, Math.floor(viewHeightRef.current / rowHeightRef.current) - 1),
    show,
  };
}
