/** A fragment of operation `sequence` (its `index`-th delivery) holding `samples`. */
export const fragment = (sequence: number, index: number, samples: number[]) => ({
  sequence,
  index,
  operationId: `operation-${sequence}`,
  recordMode: 0 as const,
  startMs: 0,
  pcm: Int16Array.from(samples),
});
