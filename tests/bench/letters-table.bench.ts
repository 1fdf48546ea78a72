/**
 * `@dictation/letters-table` (issue 7) in Node + jsdom: rendering a 200-row page, re-rendering it
 * after a filter change, and a 10 000-row page, each beside a plain `<table>` of the same rows and
 * cell text (the pages: letters-table.fixtures.ts; the same in Chromium: browser/letters-table.page.ts).
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
// React's build is decided by NODE_ENV when it is first loaded: scripts/bench.mjs sets it to
// production unless told otherwise (`NODE_ENV=development npm run bench -- letters`), and each
// line says which build it measured.
const reactBuild = process.env.NODE_ENV === 'production' ? 'production' : 'development';

const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { grid, plain, letters, renderedRows, expectRows } = await import('./letters-table.fixtures');

type Letter = import('@dictation/letters-table').LetterListItem;
type Render = (rows: Letter[]) => import('react').ReactElement;

/** Mounts, renders synchronously, unmounts: one full first render per call. */
function mountOnce(render: Render, rows: Letter[]) {
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
function rerender(render: Render, count: number) {
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
// The first bench would otherwise pay for the JIT compiling React, jsdom and the package alone.
for (let run = 0; run < 5; run++) {
  mountOnce(grid, page200)();
  mountOnce(plain, page200)();
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
