/**
 * `@dictation/letters-table` (issue 7): rendering a 200-row page, re-rendering it after a filter
 * change, and a 10 000-row page, each beside a plain `<table>` of the same rows and cell text.
 * Target for 200 rows: one frame (16 ms), read from the `ours` column. The grid virtualises pages
 * over 50 rows (only the rows in view plus an overscan are in the DOM) while the plain table
 * renders them all, and says so in each line; the 50-row line compares every row in both, i.e.
 * what the grid's cells, row semantics and TanStack's state cost over bare markup.
 *
 * Node has no DOM: a jsdom window is installed before the package is loaded (hence the dynamic
 * imports), and vanilla-extract gets a file scope since esbuild runs without its plugin.
 */

import { createRequire } from 'node:module';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { defineBenches } from './bench';

// jsdom ships no types; this is the one constructor the bench uses.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { pretendToBeVisual: boolean }) => { window: Window };
};
const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'MutationObserver',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'FocusEvent',
  'Event',
  'CustomEvent',
  'ShadowRoot',
  'DocumentFragment',
  'HTMLInputElement',
  'SVGElement',
]) {
  if (!(name in globals) || globals[name] === undefined) {
    const value = (dom.window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
}
if (!('CSS' in globals)) {
  // jsdom has no CSS namespace; React Aria escapes ids with CSS.escape.
  globals.CSS = {
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
    supports: () => false,
  };
}
setFileScope('tests/bench/letters-table.bench.ts');
// esbuild hoists the package's external imports (react, react-aria) above this code, so React's
// build is decided by the environment: `NODE_ENV=production npm run bench -- letters` measures
// what users get; plain `npm run bench` measures the development build, and says so.
const reactBuild = process.env.NODE_ENV === 'production' ? 'production' : 'development';

const { createElement } = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const table = await import('@dictation/letters-table');
const { LettersTableGrid, visibleColumns, emptyFilters, lettersTableMessages: messages } = table;

type Letter = import('@dictation/letters-table').LetterListItem;
type ListContext = import('@dictation/letters-table').ListContext;

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
const columns = visibleColumns(context, {
  department: true,
  hospitalNumber: true,
  label: true,
  sampleId: true,
});

function letters(count: number, seed: number): Letter[] {
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

const state = (pageSize: number) => ({
  filters: emptyFilters(),
  pageIndex: 0,
  pageSize: pageSize as 200,
  columns: {},
});

function grid(rows: Letter[]) {
  return createElement(LettersTableGrid, {
    mode: 'inProgress',
    letters: rows,
    count: rows.length,
    columns,
    hospitalNumberHeader: messages.columns.hospitalNumber,
    state: state(rows.length),
    dispatch: () => {},
    onRowAction: () => {},
    isLoading: false,
  });
}

/** The same rows as bare markup: what the cells would cost without grid semantics or table state. */
function plain(rows: Letter[]) {
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
const renderedRows = (container: HTMLElement) =>
  container.querySelectorAll('tbody tr:not([aria-hidden])').length;

/**
 * A bench that renders nothing is fast and wrong: every call checks the page is there. The grid
 * renders a window of a page over 50 rows, so for it the page's size is read from aria-rowcount
 * (header row included) and the first letter must be among the rendered rows.
 */
function expectRows(container: HTMLElement, rows: Letter[]) {
  const rendered = renderedRows(container);
  const rowCount = container.querySelector('table')?.getAttribute('aria-rowcount');
  const total = rowCount == null ? rendered : Number(rowCount) - 1;
  if (total !== rows.length || rendered === 0 || rendered > rows.length)
    throw new Error(`expected ${rows.length} rows, rendered ${rendered} of ${total}`);
  if (!container.querySelector('tbody')?.textContent?.includes(String(rows[0]?.id)))
    throw new Error(`letter ${rows[0]?.id} is not rendered`);
}

/** Mounts, renders synchronously, unmounts: one full first render per call. */
function mountOnce(render: (rows: Letter[]) => ReturnType<typeof createElement>, rows: Letter[]) {
  const element = render(rows);
  return () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(element));
    expectRows(container, rows);
    root.unmount();
    container.remove();
  };
}

/** Keeps one mounted root and swaps between two result pages, as a filter change does. */
function rerender(render: (rows: Letter[]) => ReturnType<typeof createElement>, count: number) {
  const pages = [letters(count, 1), letters(count, 2)];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let which = 0;
  flushSync(() => root.render(render(pages[0]!)));
  return () => {
    which = 1 - which;
    flushSync(() => root.render(render(pages[which]!)));
    expectRows(container, pages[which]!);
  };
}

const page50 = letters(50, 4);
const page200 = letters(200, 0);
const page10k = letters(Number(process.env.LETTERS_BENCH_BIG ?? 10_000), 3);

/** How many rows the grid puts in the DOM for a page (jsdom measures no layout: the estimates). */
function gridRowsRendered(rows: Letter[]): number {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(grid(rows)));
  const rendered = renderedRows(container);
  root.unmount();
  container.remove();
  return rendered;
}
const window200 = gridRowsRendered(page200);
const window10k = gridRowsRendered(page10k);

export default defineBenches([
  {
    what: `render a 200-row page (target 16 ms; React ${reactBuild}, jsdom; grid renders ${window200} rows in view + overscan, plain all 200)`,
    unit: 'per first render',
    ours: mountOnce(grid, page200),
    baseline: mountOnce(plain, page200),
    baselineName: 'plain <table>',
  },
  {
    what: `re-render a 200-row page after a filter change (React ${reactBuild}, jsdom)`,
    unit: 'per new page',
    ours: rerender(grid, 200),
    baseline: rerender(plain, 200),
    baselineName: 'plain <table>',
  },
  {
    what: `render ${page10k.length} rows in one page (React ${reactBuild}, jsdom; grid renders ${window10k})`,
    unit: 'per first render',
    ours: mountOnce(grid, page10k),
    baseline: mountOnce(plain, page10k),
    baselineName: 'plain <table>',
  },
  {
    // Not virtualised (50 rows or fewer render in full): the cost of the grid's own cells.
    what: `render a 50-row page, every row in both (React ${reactBuild}, jsdom)`,
    unit: 'per first render',
    ours: mountOnce(grid, page50),
    baseline: mountOnce(plain, page50),
    baselineName: 'plain <table>',
  },
]);
