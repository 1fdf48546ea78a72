/**
 * Export snapshots (issue 21): every entry of every package's `exports` map (the main entry,
 * `./testing`, `./react`, `./theme`...), imported from its source, lists its public names with
 * their kinds in tests/api/snapshots/<package>[-<entry>].txt, so an API change is a visible diff
 * in review. After a deliberate change: `npx vitest run --project unit tests/api -u`.
 *
 * Values are listed with what they are at runtime (function, class, object, array, regexp,
 * string, number, react.memo...). Types cannot be seen at runtime: they are read from the entry's export statements with
 * TypeScript's parser (following `export *` and relative re-exports), which the repository's
 * `verbatimModuleSyntax` makes exact, since every re-exported type carries `type`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readWorkspacePackages } from '../../config/workspace.mjs';

/** @returns the kind of a runtime export: function, class, object, array, regexp, string, react.memo... */
function runtimeKind(value: unknown): string {
  if (typeof value === 'function')
    return /^class[\s{]/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof RegExp) return 'regexp';
  if (typeof value === 'object' && '$$typeof' in value && typeof value.$$typeof === 'symbol')
    return value.$$typeof.description ?? 'object';
  return typeof value;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate));
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** @returns the names a module exports as types only (interfaces, type aliases, `type` re-exports) */
function typeOnlyExports(file: string, seen = new Set<string>()): Set<string> {
  const types = new Set<string>();
  if (seen.has(file)) return types;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements)
          if (statement.isTypeOnly || element.isTypeOnly) types.add(element.name.text);
      } else if (!clause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        // `export * from './x'`: its types too.
        const target = resolveModule(file, statement.moduleSpecifier.text);
        if (target) for (const name of typeOnlyExports(target, seen)) types.add(name);
      }
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      hasExportModifier(statement)
    ) {
      types.add(statement.name.text);
    }
  }
  return types;
}

const entries = readWorkspacePackages()
  .flatMap((pkg) =>
    Object.entries(pkg.entries).map(([key, source]) => ({
      specifier: key === '.' ? pkg.manifest.name : `${pkg.manifest.name}/${key.slice(2)}`,
      snapshot: `${pkg.folder}${key === '.' ? '' : `-${key.slice(2).replaceAll('/', '-')}`}.txt`,
      source,
    })),
  )
  .sort((a, b) => (a.specifier < b.specifier ? -1 : 1));

describe('public API of each package entry', () => {
  // `@dictation/recorder/captureWorklet` registers its processor when loaded, as in an
  // AudioWorkletGlobalScope.
  beforeAll(() => {
    vi.stubGlobal('AudioWorkletProcessor', class {});
    vi.stubGlobal('registerProcessor', () => {});
  });
  afterAll(() => vi.unstubAllGlobals());

  it('covers every package', () => {
    expect(entries.map((entry) => entry.specifier)).toContain('@dictation/recorder/testing');
  });

  it.each(entries)(
    '$specifier',
    async ({ specifier, snapshot, source }) => {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ source);
      const kinds = new Map(Object.entries(module).map(([name, value]) => [name, runtimeKind(value)]));
      for (const name of typeOnlyExports(source)) if (!kinds.has(name)) kinds.set(name, 'type');
      const lines = [...kinds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n, k]) => `${n}: ${k}`);
      await expect(`# ${specifier}: ${lines.length} exports\n${lines.join('\n')}\n`).toMatchFileSnapshot(
        join('snapshots', snapshot),
      );
      // The first import of a package compiles its whole source (slow on a loaded machine).
    },
    60_000,
  );
});
