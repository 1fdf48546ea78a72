/**
 * `@dictation/letters-table` in Chromium (issue 7): the pages of `../letters-table.bench.ts`, timed
 * as a browser renders them (React production build, the packages' styles, the clinical brand,
 * a 1280x800 view), each beside a plain `<table>` of the same rows. Target: a 200-row page reaches
 * its first frame within 16 ms (React + style + layout).
 */

import type { LetterListItem } from '@dictation/letters-table';
import { ThemeProvider } from '@dictation/ui';
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { expectRows, grid, letters, plain, renderedRows } from '../letters-table.fixtures';
import { defineBrowserBenches, type Scenario, timeFrame } from './browserBench';

type Render = (rows: LetterListItem[]) => ReactElement;

/** One frame at 60 Hz. */
const frameBudgetMs = 16;

function mountRoot(): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  return { container, root: createRoot(container) };
}

const themed = (element: ReactElement) => createElement(ThemeProvider, { brand: 'clinical' }, element);

/**
 * Each run renders the page where nothing was (a first render), checks it and removes it. The
 * React root stays, as an app's does: what is timed is the page, not setting up React.
 */
const mount = (render: Render, rows: LetterListItem[]) => (): Scenario => {
  const element = themed(render(rows));
  const { container, root } = mountRoot();
  return {
    run: () => {
      const timing = timeFrame(() => flushSync(() => root.render(element)));
      expectRows(container, rows);
      flushSync(() => root.render(null));
      return timing;
    },
    dispose: () => {
      root.unmount();
      container.remove();
    },
  };
};

/** One mounted root; each run swaps in the other of two result pages, as a filter change does. */
const rerender = (render: Render, count: number) => (): Scenario => {
  const pages = [letters(count, 1), letters(count, 2)];
  const { container, root } = mountRoot();
  let which = 0;
  flushSync(() => root.render(themed(render(pages[which]!))));
  return {
    run: () => {
      which = 1 - which;
      const element = themed(render(pages[which]!));
      const timing = timeFrame(() => flushSync(() => root.render(element)));
      expectRows(container, pages[which]!);
      return timing;
    },
    dispose: () => {
      root.unmount();
      container.remove();
    },
  };
};

/** How many rows the grid puts in the DOM for a page in this view (the window plus overscan). */
function gridRowsRendered(rows: LetterListItem[]): number {
  const { container, root } = mountRoot();
  flushSync(() => root.render(themed(grid(rows))));
  const rendered = renderedRows(container);
  root.unmount();
  container.remove();
  return rendered;
}

const page50 = letters(50, 4);
const page200 = letters(200, 0);
const page10k = letters(10_000, 3);
// The grid's first frame is drawn from the row height it measured last: mount once to measure,
// so the count is what every timed run renders.
gridRowsRendered(page200);
const window200 = gridRowsRendered(page200);
const window10k = gridRowsRendered(page10k);

defineBrowserBenches([
  {
    what: `render a 200-row page (Chromium; grid renders ${window200} rows in view + overscan, plain all 200)`,
    unit: 'per first render',
    ours: mount(grid, page200),
    baseline: mount(plain, page200),
    baselineName: 'plain <table>',
    frameBudgetMs,
    runs: 35,
  },
  {
    what: 're-render a 200-row page after a filter change (Chromium)',
    unit: 'per new page',
    ours: rerender(grid, 200),
    baseline: rerender(plain, 200),
    baselineName: 'plain <table>',
    frameBudgetMs,
    runs: 35,
  },
  {
    what: `render ${page10k.length} rows in one page (Chromium; grid renders ${window10k})`,
    unit: 'per first render',
    ours: mount(grid, page10k),
    baseline: mount(plain, page10k),
    baselineName: 'plain <table>',
    runs: 3,
    // The plain table takes seconds a run; by now the code is warm.
    warmUpRuns: 1,
  },
  {
    // Not virtualised (50 rows or fewer render in full): the cost of the grid's own cells.
    what: 'render a 50-row page, every row in both (Chromium)',
    unit: 'per first render',
    ours: mount(grid, page50),
    baseline: mount(plain, page50),
    baselineName: 'plain <table>',
    runs: 35,
  },
  {
    what: 'mount the grid with no rows (pagination, table state; Chromium)',
    unit: 'per first render',
    ours: mount(grid, []),
    runs: 35,
  },
]);
