/** A slot of the page list: a page number or a gap. */
export type PaginationSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show: always the first and last, the current with `siblings` either side, and a
 * gap where pages are left out. The list has a constant length once there are enough pages, so
 * the buttons do not jump around while paging.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);

  const left = Math.max(current - siblings, 2);
  const right = Math.min(current + siblings, count - 1);
  const showStartGap = left > 3;
  const showEndGap = right < count - 2;
  const edge = siblings * 2 + 3;

  if (!showStartGap) return [...Array.from({ length: edge }, (_, index) => index + 1), 'ellipsis-end', count];
  if (!showEndGap)
    return [1, 'ellipsis-start', ...Array.from({ length: edge }, (_, index) => count - edge + 1 + index)];
  return [
    1,
    'ellipsis-start',
    ...Array.from({ length: right - left + 1 }, (_, index) => left + index),
    'ellipsis-end',
    count,
  ];
}

/** Number of pages for a total count and page size (at least 1). */
export function pageCountOf(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}
