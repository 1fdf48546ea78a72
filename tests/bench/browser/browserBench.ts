/**
 * The format of a browser bench (see ../README.md): a page `<name>.bench.html` under tests/bench whose
 * module calls `defineBrowserBenches([...])`. `scripts/bench.mjs` builds the page with Vite
 * (production React, the packages' vanilla-extract styles), opens it in the system Chromium and
 * runs each bench in turn, printing its figures in the same table as the Node benches.
 *
 * Each run is timed twice: React's synchronous render and commit, and until the frame could be
 * painted, which adds the style and layout the browser must do first (forced right after the
 * commit, so the figure is the work, not the wait for the next vsync). Paint and compositing are
 * not included.
 */

/** One timed run. */
export interface FrameTiming {
  /** Render and commit (`flushSync`), effects included. */
  reactMs: number;
  /** From the same start until style and layout are done. */
  frameMs: number;
}

/** One side of a bench: mounted once per round, then run several times, then disposed. */
export interface Scenario {
  run: () => FrameTiming;
  dispose: () => void;
}

export interface BrowserBench {
  /** What is measured, one line. */
  what: string;
  /** What one run does, e.g. 'per first render'. */
  unit: string;
  ours: () => Scenario;
  baseline?: () => Scenario;
  baselineName?: string;
  /** Ours must reach the frame within this many ms (React + style + layout); a miss fails the bench. */
  frameBudgetMs?: number;
  /** Timed runs per side, spread over rounds that alternate ours and the baseline; the median is reported. */
  runs: number;
  /**
   * Untimed runs per side and round before the timed ones (default 10): V8 takes about ten
   * renders to optimise React and the package, and the first bench of a page would pay for it.
   */
  warmUpRuns?: number;
}

/** One line of the table, as `scripts/bench.mjs` reads it from the page. */
export interface BrowserBenchResult {
  what: string;
  unit: string;
  oursMs: number;
  baseline: string | null;
  baselineMs: number | null;
  budgetMs: number | null;
  runs: number;
}

export interface BrowserBenchPage {
  count: number;
  run: (index: number) => Promise<BrowserBenchResult[]>;
}

declare global {
  interface Window {
    dictationBrowserBenches?: BrowserBenchPage;
  }
}

/** Ours and the baseline take turns this many times, so a burst of load hits both alike. */
const ROUNDS = 7;

/** Times `render` (which must render synchronously) and the style and layout it leaves to do. */
export function timeFrame(render: () => void): FrameTiming {
  const start = performance.now();
  render();
  const committed = performance.now();
  // Reading a layout property makes the browser do now the style and layout of the next frame.
  void document.body.offsetHeight;
  return { reactMs: committed - start, frameMs: performance.now() - start };
}

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/**
 * Lets the browser paint and run what it queued, outside any timing: two frames, since a page may
 * do more once its first frame is painted (the letters grid adds rows beyond the view then).
 */
const settle = async () => {
  await afterPaint();
  await afterPaint();
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function sample(side: () => Scenario, runs: number, warmUpRuns: number): Promise<FrameTiming[]> {
  const scenario = side();
  try {
    for (let run = 0; run < warmUpRuns; run++) {
      await settle();
      scenario.run();
    }
    const timings: FrameTiming[] = [];
    for (let run = 0; run < runs; run++) {
      await settle();
      timings.push(scenario.run());
    }
    return timings;
  } finally {
    scenario.dispose();
  }
}

async function runBench(bench: BrowserBench): Promise<BrowserBenchResult[]> {
  const ours: FrameTiming[] = [];
  const baseline: FrameTiming[] = [];
  const rounds = Math.min(ROUNDS, bench.runs);
  for (let round = 0; round < rounds; round++) {
    const runs = Math.ceil((bench.runs * (round + 1)) / rounds) - Math.ceil((bench.runs * round) / rounds);
    const warmUpRuns = bench.warmUpRuns ?? 10;
    ours.push(...(await sample(bench.ours, runs, warmUpRuns)));
    if (bench.baseline) baseline.push(...(await sample(bench.baseline, runs, warmUpRuns)));
  }
  const line = (suffix: string, pick: (timing: FrameTiming) => number, budgetMs: number | null) => ({
    what: `${bench.what}: ${suffix}`,
    unit: bench.unit,
    oursMs: median(ours.map(pick)),
    baseline: bench.baseline ? (bench.baselineName ?? 'baseline') : null,
    baselineMs: bench.baseline ? median(baseline.map(pick)) : null,
    budgetMs,
    runs: ours.length,
  });
  return [
    line('React render + commit', (timing) => timing.reactMs, null),
    line('until the frame (+ style, layout)', (timing) => timing.frameMs, bench.frameBudgetMs ?? null),
  ];
}

/** Publishes the page's benches for `scripts/bench.mjs`. */
export function defineBrowserBenches(benches: BrowserBench[]): void {
  window.dictationBrowserBenches = {
    count: benches.length,
    run: (index) => {
      const bench = benches[index];
      if (!bench) return Promise.reject(new Error(`no browser bench ${index}`));
      return runBench(bench);
    },
  };
}
