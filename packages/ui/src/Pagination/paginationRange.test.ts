import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
    expect(paginationRange(12, 12)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
  });

  it('has a constant length while paging through many pages', () => {
    for (let page = 1; page <= 40; page += 1) expect(paginationRange(page, 40)).toHaveLength(7);
  });

  it('clamps out-of-range pages', () => {
    expect(paginationRange(0, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(5, 0)).toEqual([1]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCountOf(101, 50)).toBe(3);
    expect(pageCountOf(0, 50)).toBe(1);
  });
});
