/**
 * The bench file format (see README.md): a `*.bench.ts` file default-exports `defineBenches([...])`.
 * `scripts/bench.mjs` bundles each file, times `ours` and `baseline` side by side in one run and
 * reports `ratio = baseline time / ours time` (higher is better for us).
 */
export interface Bench {
  /** What is measured, one line, e.g. 'insert 1 s at minute 29 of 30 min'. */
  what: string;
  /** What one call of `ours`/`baseline` does, e.g. 'per edit', 'per 30 min'. */
  unit: string;
  /** Our way. Called many times: keep state it needs in the closure, built once outside. */
  ours: () => unknown;
  /** The naive way or a peer library, doing the same work. Omit when there is nothing to compare with. */
  baseline?: () => unknown;
  /** Name of the baseline in the table, e.g. 'copy arrays', 'node:crypto'. */
  baselineName?: string;
  /** Minimum ratio (baseline / ours) the issue asks for; a miss makes `npm run bench` exit 1. */
  target?: number;
}

/** Marks an array of benches (typed) as the file's default export. */
export function defineBenches(benches: Bench[]): Bench[] {
  return benches;
}
