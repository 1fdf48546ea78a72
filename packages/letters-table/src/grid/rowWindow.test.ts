import { describe, expect, it } from 'vitest';
import {
  estimatedRowHeight,
  estimatedViewHeight,
  fallbackViewHeight,
  firstFrameWindow,
  maxViewShare,
  nextRowWindow,
  overscanRows,
  rangeShowing,
  rowNavigationTarget,
  rowWindow,
  virtualizeAbove,
  withMoreOverscan,
} from './rowWindow';

describe('firstFrameWindow', () => {
  const atTop = { scrollY: 0, innerHeight: 800 };

  it("is a full page's rows the window can show at its top, at most its height of them", () => {
    // The body under a 40 px header: 800 px of the window show rows 0-18 of 40 px.
    expect(
      firstFrameWindow(
        { rowCount: virtualizeAbove, rowHeight: 40, offset: -40, viewHeight: 560, overscan: 0 },
        atTop,
      ),
    ).toEqual({ start: 0, end: 19 });
    // A short page: all of it.
    expect(
      firstFrameWindow({ rowCount: 8, rowHeight: 40, offset: -40, viewHeight: 560, overscan: 0 }, atTop),
    ).toEqual({
      start: 0,
      end: 8,
    });
  });

  it('is every row of a full page in a scrolled window: the view may be anywhere in it', () => {
    const scrolled = { scrollY: 600, innerHeight: 800 };
    expect(
      firstFrameWindow(
        { rowCount: virtualizeAbove, rowHeight: 40, offset: -40, viewHeight: 560, overscan: 0 },
        scrolled,
      ),
    ).toEqual({ start: 0, end: virtualizeAbove });
  });

  it("is a virtualised page's rows in its wrap's view, wherever the window stands", () => {
    const input = { rowCount: 200, rowHeight: 40, offset: 400, viewHeight: 400, overscan: 0 };
    expect(firstFrameWindow(input, atTop)).toEqual({ start: 10, end: 20 });
    expect(firstFrameWindow(input, { scrollY: 600, innerHeight: 800 })).toEqual({ start: 10, end: 20 });
  });
});

describe('rowWindow', () => {
  it('renders every row of a page up to the threshold', () => {
    expect(rowWindow({ rowCount: virtualizeAbove, rowHeight: 40, offset: 900, viewHeight: 400 })).toEqual({
      start: 0,
      end: virtualizeAbove,
    });
  });

  it('renders the rows in view plus the overscan on each side', () => {
    // 400 px from the top of 40 px rows is row 10; a 400 px view shows rows 10-19.
    expect(rowWindow({ rowCount: 200, rowHeight: 40, offset: 400, viewHeight: 400 })).toEqual({
      start: 10 - overscanRows,
      end: 20 + overscanRows,
    });
  });

  it('stays inside the page at both ends', () => {
    expect(rowWindow({ rowCount: 200, rowHeight: 40, offset: 0, viewHeight: 400 })).toEqual({
      start: 0,
      end: 10 + overscanRows,
    });
    expect(rowWindow({ rowCount: 200, rowHeight: 40, offset: 40 * 500, viewHeight: 400 })).toEqual({
      start: 199 - overscanRows,
      end: 200,
    });
  });

  it('counts only the rows below a body that starts inside the view (under the sticky header)', () => {
    expect(rowWindow({ rowCount: 200, rowHeight: 40, offset: -50, viewHeight: 400, overscan: 0 })).toEqual({
      start: 0,
      end: 9,
    });
  });

  it('uses the estimates where nothing can be measured', () => {
    const range = rowWindow({ rowCount: 200, rowHeight: 0, offset: 0, viewHeight: 0 });
    expect(range).toEqual({
      start: 0,
      end: Math.ceil(fallbackViewHeight / estimatedRowHeight) + overscanRows,
    });
  });
});

describe('nextRowWindow', () => {
  const input = { rowCount: 200, rowHeight: 40, viewHeight: 400 };

  it('keeps a window that still covers the rows in view with spare rows', () => {
    const current = rowWindow({ ...input, offset: 400 });
    // Two rows further down: rows 12-21 in view, the window 0-30 still has spare rows below.
    expect(nextRowWindow(current, { ...input, offset: 480 })).toBe(current);
  });

  it('moves the window once the rows in view come near its edge', () => {
    const current = rowWindow({ ...input, offset: 400 });
    expect(nextRowWindow(current, { ...input, offset: 800 })).toEqual({
      start: 20 - overscanRows,
      end: 30 + overscanRows,
    });
  });

  it('keeps the first window after a measurement that needs fewer rows', () => {
    const first = rowWindow({ ...input, viewHeight: 0, offset: 0 });
    expect(nextRowWindow(first, { ...input, viewHeight: 300, offset: 0 })).toBe(first);
  });

  it('renders a small page in full whatever the window was', () => {
    expect(nextRowWindow({ start: 0, end: 30 }, { ...input, rowCount: 10, offset: 0 })).toEqual({
      start: 0,
      end: 10,
    });
  });
});

describe('first frames', () => {
  it('estimates the view as the most it can be: its share of the window, or the fallback', () => {
    expect(estimatedViewHeight(800)).toBe(Math.ceil(800 * maxViewShare));
    expect(estimatedViewHeight(0)).toBe(fallbackViewHeight);
  });

  it('adds the overscan a first frame left out, inside the page', () => {
    expect(withMoreOverscan({ start: 0, end: 13 }, 10, 200)).toEqual({ start: 0, end: 23 });
    expect(withMoreOverscan({ start: 50, end: 63 }, 10, 200)).toEqual({ start: 40, end: 73 });
    expect(withMoreOverscan({ start: 190, end: 200 }, 10, 200)).toEqual({ start: 180, end: 200 });
  });
});

describe('rangeShowing', () => {
  it('keeps a range that already shows the row', () => {
    const range = { start: 10, end: 40 };
    expect(rangeShowing(range, 39, 200)).toBe(range);
  });

  it('moves a range of the same size onto a row outside it, inside the page', () => {
    expect(rangeShowing({ start: 0, end: 30 }, 100, 200)).toEqual({ start: 85, end: 115 });
    expect(rangeShowing({ start: 0, end: 30 }, 199, 200)).toEqual({ start: 170, end: 200 });
    expect(rangeShowing({ start: 170, end: 200 }, 0, 200)).toEqual({ start: 0, end: 30 });
  });
});

describe('rowNavigationTarget', () => {
  it.each([
    ['ArrowDown', 5, 6],
    ['ArrowUp', 5, 4],
    ['ArrowDown', 199, 199],
    ['ArrowUp', 0, 0],
    ['PageDown', 5, 25],
    ['PageDown', 190, 199],
    ['PageUp', 25, 5],
    ['PageUp', 5, 0],
    ['Home', 120, 0],
    ['End', 3, 199],
  ])('%s from row %i goes to row %i', (key, from, to) => {
    expect(rowNavigationTarget(key, from, 200, 20)).toBe(to);
  });

  it('leaves other keys and empty pages alone', () => {
    expect(rowNavigationTarget('ArrowLeft', 3, 200, 20)).toBeUndefined();
    expect(rowNavigationTarget('a', 3, 200, 20)).toBeUndefined();
    expect(rowNavigationTarget('ArrowDown', 0, 0, 20)).toBeUndefined();
  });
});
