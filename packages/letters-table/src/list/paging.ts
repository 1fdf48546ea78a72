/**
 * Spec 001 section 4: "If a requested page is empty while the count is above zero, the list
 * jumps to the last page." Returns the page to go to, or undefined to stay.
 */
export function lastPageJump(input: {
  pageIndex: number;
  pageSize: number;
  count: number;
  rowsOnPage: number;
}): number | undefined {
  const { pageIndex, pageSize, count, rowsOnPage } = input;
  if (rowsOnPage > 0 || count <= 0) return undefined;
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  return lastPage === pageIndex ? undefined : lastPage;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
