/**
 * `@dictation/letters-table` (issue 7): rendering a 200-row page, re-rendering it after a filter
 * change, and a 10 000-row page, each beside a plain `<table>` of the same rows and cell text.
 * Target for 200 rows: one frame (16 ms), read from the `ours` column; the ratio shows what React
 * Aria's grid semantics and TanStack's state cost over bare markup.
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

/** A bench that renders nothing is fast and wrong: every call checks the rows are in the DOM. */
function expectRows(container: HTMLElement, count: number) {
  const rendered = container.querySelectorAll('tbody tr').length;
  if (rendered !== count) throw new Error(`expected ${count} rows, rendered ${rendered}`);
}

/** Mounts, renders synchronously, unmounts: one full first render per call. */
function mountOnce(element: ReturnType<typeof createElement>, count: number) {
  return () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(element));
    expectRows(container, count);
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
    expectRows(container, count);
  };
}

const page200 = letters(200, 0);
const page10k = letters(Number(process.env.LETTERS_BENCH_BIG ?? 10_000), 3);

export default defineBenches([
  {
    what: `render a 200-row page (target 16 ms; React ${reactBuild}, jsdom)`,
    unit: 'per first render',
    ours: mountOnce(grid(page200), 200),
    baseline: mountOnce(plain(page200), 200),
    baselineName: 'plain <table>',
  },
  {
    what: `re-render a 200-row page after a filter change (React ${reactBuild})`,
    unit: 'per new page',
    ours: rerender(grid, 200),
    baseline: rerender(plain, 200),
    baselineName: 'plain <table>',
  },
  {
    what: `render ${page10k.length} rows in one page (React ${reactBuild})`,
    unit: 'per first render',
    ours: mountOnce(grid(page10k), page10k.length),
    baseline: mountOnce(plain(page10k), page10k.length),
    baselineName: 'plain <table>',
  },
]);
