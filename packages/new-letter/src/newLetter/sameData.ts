const plainPrototypes = new Set<unknown>([Object.prototype, Array.prototype, null]);

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && plainPrototypes.has(Object.getPrototypeOf(value));

/**
 * Whether two values hold the same data: arrays and plain objects by their entries, deeply;
 * anything else (primitives, functions, class instances) by identity. For props that are
 * rebuilt on every render from answers that did not change.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlain(a) || !isPlain(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}
