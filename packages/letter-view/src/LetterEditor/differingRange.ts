import type { Node } from 'prosemirror-model';

/** Where two documents differ: `[from, to)` in the current one, `[from, toInNext)` in the next. */
export interface DifferingRange {
  from: number;
  to: number;
  toInNext: number;
}

/**
 * The smallest range of `current` to replace with the same range of `next` to make it `next`, or
 * undefined when they are the same. The common start and the common end may overlap (a repeated
 * letter typed or removed): the end is then moved back past the start.
 */
export function differingRange(current: Node, next: Node): DifferingRange | undefined {
  const from = current.content.findDiffStart(next.content);
  if (from === null) return undefined;
  const end = current.content.findDiffEnd(next.content);
  let to = end?.a ?? current.content.size;
  let toInNext = end?.b ?? next.content.size;
  const overlap = from - Math.min(to, toInNext);
  if (overlap > 0) {
    to += overlap;
    toInNext += overlap;
  }
  return { from, to, toInNext };
}
