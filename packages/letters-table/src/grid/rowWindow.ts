/**
 * Which body rows are in the DOM. A page of up to `virtualizeAbove` rows renders in full; a larger
 * page (100 or 200 rows) renders only the rows in the scroll view plus `overscan` on each side,
 * with spacers standing in for the others, so a 200-row page costs about what 50 rows cost. A new
 * page's first frame has only `firstFrameOverscan` rows beyond the view; the rest of the overscan
 * follows once it is painted (useRowWindow.ts). So does a full page's at the top of the window:
 * its first frame is the rows the window can show, the others follow once it is painted.
 */

/** Pages up to this many rows render every row (the default page size is 50). */
export const virtualizeAbove = 50;
/** Rows rendered beyond each edge of the view, so a scroll shows rows before React catches up. */
export const overscanRows = 10;
/**
 * Row height until one is measured: one line of text plus the compact density's padding (about
 * 30.5 px; comfortable rows are taller, so the estimate never leaves the view short of rows).
 */
export const estimatedRowHeight = 30;
/** View height where none can be measured (jsdom, a hidden tab): about 20 rows. */
export const fallbackViewHeight = 20 * estimatedRowHeight;
/** Rows beyond each edge of the view in a new page's first frame, before the full overscan. */
export const firstFrameOverscan = 0;
/** The scroll view of a virtualised page is at most this share of the window's height (its max-height). */
export const maxViewShare = 0.7;

/**
 * The view's height before it is measured: the most it can be, so a first frame drawn from it
 * covers the view. `windowHeight` is the window's inner height (0 where unknown).
 */
export function estimatedViewHeight(windowHeight: number): number {
  return windowHeight > 0 ? Math.ceil(windowHeight * maxViewShare) : fallbackViewHeight;
}

export interface RowRange {
  /** First rendered row (inclusive). */
  start: number;
  /** Row after the last rendered one (exclusive). */
  end: number;
}

export interface RowWindowInput {
  rowCount: number;
  rowHeight: number;
  /** Pixels of the body scrolled above the view's top edge; negative while the body starts below it. */
  offset: number;
  viewHeight: number;
  overscan?: number;
}

export function isVirtualized(rowCount: number): boolean {
  return rowCount > virtualizeAbove;
}

export function rowWindow(input: RowWindowInput): RowRange {
  return isVirtualized(input.rowCount) ? rowsInView(input) : { start: 0, end: input.rowCount };
}

/**
 * A new page's first frame (useRowWindow.ts), from where the browser window stands: a virtualised
 * page's rows in its view. A full page scrolls with the window, not in the wrap: at the window's
 * top (a list opened or filtered) its first rows are the ones in view, at most the window's
 * height of them; scrolled (the next page asked for from the pagination below), the view may be
 * anywhere in it, and every row renders.
 */
export function firstFrameWindow(
  input: RowWindowInput,
  browserWindow: { scrollY: number; innerHeight: number },
): RowRange {
  if (isVirtualized(input.rowCount)) return rowsInView(input);
  if (browserWindow.scrollY > 0) return { start: 0, end: input.rowCount };
  return rowsInView({ ...input, viewHeight: browserWindow.innerHeight || fallbackViewHeight });
}

/** The rows in `input`'s view plus its overscan, whatever the page's length. */
function rowsInView(input: RowWindowInput): RowRange {
  const { rowCount } = input;
  const overscan = input.overscan ?? overscanRows;
  const rowHeight = input.rowHeight > 0 ? input.rowHeight : estimatedRowHeight;
  const viewHeight = input.viewHeight > 0 ? input.viewHeight : fallbackViewHeight;
  const first = Math.floor(Math.max(0, input.offset) / rowHeight);
  // A body that starts below the view's top (under the sticky header) shows fewer rows.
  const last = Math.ceil((input.offset + viewHeight) / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount - 1) - overscan);
  const end = Math.min(rowCount, Math.max(last, start + 1) + overscan);
  return { start, end };
}

/**
 * The window after a scroll or a measurement: the current one while it still covers the rows in
 * view with half the overscan to spare on each side (clamped at the page's ends), so a small
 * scroll or a first measurement does not render the page again; else a new window.
 */
export function nextRowWindow(current: RowRange, input: RowWindowInput): RowRange {
  const next = rowWindow(input);
  if (!isVirtualized(input.rowCount)) return next;
  const overscan = input.overscan ?? overscanRows;
  const spare = Math.floor(overscan / 2);
  const visibleStart = Math.min(input.rowCount, next.start === 0 ? 0 : next.start + overscan);
  const visibleEnd = next.end === input.rowCount ? input.rowCount : next.end - overscan;
  const covers =
    current.start <= Math.max(0, visibleStart - spare) &&
    current.end >= Math.min(input.rowCount, visibleEnd + spare) &&
    current.end <= input.rowCount;
  return covers ? current : next;
}

/** The range that shows `index`: unchanged when it already does, else centred on it. */
export function rangeShowing(range: RowRange, index: number, rowCount: number): RowRange {
  if (index >= range.start && index < range.end) return range;
  const size = Math.max(1, range.end - range.start);
  const start = Math.max(0, Math.min(rowCount - size, index - Math.floor(size / 2)));
  return { start, end: Math.min(rowCount, start + size) };
}

/** `range` with `extra` more rows on each side, inside the page: the overscan a first frame left out. */
export function withMoreOverscan(range: RowRange, extra: number, rowCount: number): RowRange {
  return { start: Math.max(0, range.start - extra), end: Math.min(rowCount, range.end + extra) };
}

export const sameRange = (a: RowRange, b: RowRange) => a.start === b.start && a.end === b.end;

/**
 * Where a key moves row focus (the grid's row navigation): arrows by one, Page Up/Down by a
 * view of rows, Home/End (with or without Ctrl) to the first/last row. `undefined`: not ours.
 */
export function rowNavigationTarget(
  key: string,
  index: number,
  rowCount: number,
  rowsPerView: number,
): number | undefined {
  if (rowCount === 0) return undefined;
  const clamp = (value: number) => Math.max(0, Math.min(rowCount - 1, value));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + Math.max(1, rowsPerView));
    case 'PageUp':
      return clamp(index - Math.max(1, rowsPerView));
    case 'Home':
      return 0;
    case 'End':
      return rowCount - 1;
    default:
      return undefined;
  }
}
