/**
 * A treap (randomised balanced binary tree) of pieces, ordered by position and augmented with
 * the subtree's sample count, so splitting and joining at any sample position costs O(log pieces)
 * whatever the recording's length. Pieces point into append-only blocks that are never written
 * again, which is what lets a piece be cut in two without copying samples. They name blocks by
 * id, not by array, so a sealed block can leave memory (`AppendStore`).
 */
export interface PieceNode {
  /** Id of the append-only block this piece reads from. */
  block: number;
  /** First sample of the piece inside its block. */
  offset: number;
  /** Samples in this piece. */
  length: number;
  /** Samples in this subtree (this piece plus both children). */
  total: number;
  /** Heap priority that keeps the tree balanced in expectation. */
  priority: number;
  left: PieceNode | null;
  right: PieceNode | null;
}

export function createPiece(block: number, offset: number, length: number): PieceNode {
  return { block, offset, length, total: length, priority: Math.random(), left: null, right: null };
}

export function totalOf(node: PieceNode | null): number {
  return node ? node.total : 0;
}

function update(node: PieceNode): PieceNode {
  node.total = totalOf(node.left) + node.length + totalOf(node.right);
  return node;
}

/** Joins two trees where every sample of `a` comes before every sample of `b`. */
export function merge(a: PieceNode | null, b: PieceNode | null): PieceNode | null {
  if (!a) return b;
  if (!b) return a;
  if (a.priority > b.priority) {
    a.right = merge(a.right, b);
    return update(a);
  }
  b.left = merge(a, b.left);
  return update(b);
}

/**
 * Splits into the first `position` samples and the rest, cutting a piece in two when the
 * position falls inside it. Positions past the end leave everything on the left.
 */
export function split(node: PieceNode | null, position: number): [PieceNode | null, PieceNode | null] {
  if (!node) return [null, null];
  const leftTotal = totalOf(node.left);
  if (position <= leftTotal) {
    const [a, b] = split(node.left, position);
    node.left = b;
    return [a, update(node)];
  }
  const afterPiece = leftTotal + node.length;
  if (position >= afterPiece) {
    const [a, b] = split(node.right, position - afterPiece);
    node.right = a;
    return [update(node), b];
  }
  const cut = position - leftTotal;
  const tail = createPiece(node.block, node.offset + cut, node.length - cut);
  tail.right = node.right;
  node.length = cut;
  node.right = null;
  return [update(node), update(tail)];
}

/** The last piece of a tree (the one holding its final sample), or null for an empty tree. */
export function lastPiece(node: PieceNode | null): PieceNode | null {
  let current = node;
  while (current?.right) current = current.right;
  return current;
}

/**
 * Grows the last piece by `extra` samples (the caller wrote them right after it in its buffer),
 * fixing the totals along the right spine. Keeps steady appends from creating one piece each.
 */
export function extendLastPiece(node: PieceNode | null, extra: number): void {
  let current = node;
  while (current) {
    current.total += extra;
    if (!current.right) current.length += extra;
    current = current.right;
  }
}

/** A part of a piece: samples [from, to) of block `block`. */
export interface BlockRange {
  block: number;
  from: number;
  to: number;
}

/**
 * Visits, in order, the parts of pieces overlapping [start, end), as ranges of their blocks.
 * Uses an explicit stack: a recursive generator per level would cost an allocation per node.
 */
export function* slices(root: PieceNode | null, start: number, end: number): Generator<BlockRange> {
  const stack: { node: PieceNode; base: number }[] = [];
  // Descends towards `start`, stacking the nodes whose piece ends after it and skipping whole
  // subtrees that end before it.
  const descend = (from: PieceNode | null, fromBase: number) => {
    let node = from;
    let base = fromBase;
    while (node) {
      const pieceEnd = base + totalOf(node.left) + node.length;
      if (pieceEnd <= start) {
        base = pieceEnd;
        node = node.right;
      } else {
        stack.push({ node, base });
        node = node.left;
      }
    }
  };
  descend(root, 0);
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node } = frame;
    const pieceStart = frame.base + totalOf(node.left);
    if (pieceStart >= end) return;
    const from = Math.max(start, pieceStart) - pieceStart;
    const to = Math.min(end, pieceStart + node.length) - pieceStart;
    if (to > from) yield { block: node.block, from: node.offset + from, to: node.offset + to };
    descend(node.right, pieceStart + node.length);
  }
}
