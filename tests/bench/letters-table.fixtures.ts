/**
 * The pages both letters-table benches render (Node + jsdom in `letters-table.bench.ts`, Chromium in
 * `browser/letters-table.page.ts`): the letters, the grid with a standard tenant's columns (every
 * optional column on), the plain `<table>` of the same rows and the check that a page is there.
 *
 * The Node bench must install jsdom before React and the package load, so it imports this module
 * dynamically.
 */
import {
  emptyFilters,
  type LetterListItem,
  LettersTableGrid,
  type ListContext,
  type ListState,
  lettersTableMessages as messages,
  visibleColumns,
} from '@dictation/letters-table';
import { createElement, type ReactElement } from 'react';

const context: ListContext = {
  tenantType: 'standard',
  userId: 5,
  isAuthor: false,
  letterApprovalPermission: true,
  outsourceEnabled: false,
  manualEnabled: false,
  showSampleId: true,
  hospitalNumberNaming: true,
  archiveMonths: 3,
};
export const columns = visibleColumns(context, {
  department: true,
  hospitalNumber: true,
  label: true,
  sampleId: true,
});

/** `count` letters; pages with another `seed` have other ids, as a filter change brings. */
export function letters(count: number, seed: number): LetterListItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: seed * 100_000 + index,
    priority: index % 4 === 0 ? 2 : 1,
    recordedDate: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}T09:15:00Z`,
    authorName: `Dr Author ${index % 9}`,
    orgItemName: 'Cardiology',
    mrn: `H${100000 + index}`,
    sampleID: `S-${index}`,
    label: 'Clinic',
    workflowStepName: 'To Review',
    isDeleted: false,
    isCompleted: false,
    notes: index % 6 === 0 ? 'Call the patient back' : null,
    letterApprovalType: 1,
    approved: index % 2 === 0,
    durationInMilliseconds: 61_000 + index * 1000,
  }));
}

/** The list state a page of `pageSize` rows comes from (the size is not one of the page sizes for 10 000). */
const state = (pageSize: number): ListState => ({
  filters: emptyFilters(),
  pageIndex: 0,
  pageSize: pageSize as ListState['pageSize'],
  columns: {},
});
const ignore = () => {};

export function grid(rows: LetterListItem[]): ReactElement {
  return createElement(LettersTableGrid, {
    mode: 'inProgress',
    letters: rows,
    count: rows.length,
    columns,
    hospitalNumberHeader: messages.columns.hospitalNumber,
    state: state(rows.length),
    dispatch: ignore,
    onRowAction: ignore,
    isLoading: false,
  });
}

/** The same rows as bare markup: what the cells would cost without grid semantics or table state. */
export function plain(rows: LetterListItem[]): ReactElement {
  return createElement(
    'table',
    null,
    createElement(
      'thead',
      null,
      createElement('tr', null, ...columns.map((id) => createElement('th', { key: id }, id))),
    ),
    createElement(
      'tbody',
      null,
      rows.map((letter) =>
        createElement(
          'tr',
          { key: letter.id },
          createElement('td', null, letter.id),
          createElement('td', null, letter.durationInMilliseconds),
          createElement('td', null, letter.priority),
          createElement('td', null, letter.recordedDate),
          createElement('td', null, letter.authorName),
          createElement('td', null, letter.orgItemName),
          createElement('td', null, letter.mrn),
          createElement('td', null, letter.sampleID),
          createElement('td', null, letter.label),
          createElement('td', null, ''),
          createElement('td', null, letter.workflowStepName),
          createElement('td', null, letter.notes),
          createElement('td', null, letter.approved ? 'Approved' : ''),
        ),
      ),
    ),
  );
}

/** Body rows in the DOM (a virtualised grid's spacer rows are aria-hidden and not counted). */
export const renderedRows = (container: Element) =>
  container.querySelectorAll('tbody tr:not([aria-hidden])').length;

/**
 * A bench that renders nothing is fast and wrong: every run checks the page is there. The grid
 * renders a window of a page over 50 rows, so for it the page's size is read from aria-rowcount
 * (header row included) and the first letter must be among the rendered rows.
 */
export function expectRows(container: Element, rows: LetterListItem[]): void {
  if (rows.length === 0) {
    // An empty page: the header row only, and the 'No letters' status row.
    if (container.querySelector('table')?.getAttribute('aria-rowcount') !== '1')
      throw new Error('expected an empty grid');
    return;
  }
  const rendered = renderedRows(container);
  const rowCount = container.querySelector('table')?.getAttribute('aria-rowcount');
  const total = rowCount == null ? rendered : Number(rowCount) - 1;
  if (total !== rows.length || rendered === 0 || rendered > rows.length)
    throw new Error(`expected ${rows.length} rows, rendered ${rendered} of ${total}`);
  if (!container.querySelector('tbody')?.textContent?.includes(String(rows[0]?.id)))
    throw new Error(`letter ${rows[0]?.id} is not rendered`);
}
