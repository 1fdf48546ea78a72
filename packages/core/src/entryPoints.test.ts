import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = dirname(fileURLToPath(import.meta.url));

/** Every module reachable from `entry` through relative imports, with its bare imports. */
function reachable(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const source = readFileSync(entry, 'utf8');
  const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
  seen.set(
    entry,
    specifiers.filter((specifier) => !specifier.startsWith('.')),
  );
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    const base = resolve(dirname(entry), specifier);
    const file = ['.ts', '.tsx', '/index.ts']
      .map((suffix) => base + suffix)
      .find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
    if (file) reachable(file, seen);
  }
  return seen;
}

describe('entry points', () => {
  it('the main entry imports no React', () => {
    const modules = reachable(resolve(sourceDir, 'index.ts'));
    // Guards against the walk silently finding nothing.
    expect(modules.size).toBeGreaterThan(20);
    for (const [file, imports] of modules) {
      expect(file).not.toMatch(/\/react\//);
      expect(
        imports.filter((name) => name === 'react' || name.startsWith('react/') || name === 'swr'),
      ).toEqual([]);
    }
  });
});
