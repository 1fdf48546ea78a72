import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reactRouterProductionAlias, reactRouterProductionEntry } from './reactRouterProduction';

const portalDir = join(import.meta.dirname, '..');

/** The files `entry` imports, itself included (React Router's builds import only their own chunks). */
function buildFiles(entry: string): string[] {
  const imported = [...readFileSync(entry, 'utf8').matchAll(/from "(\.\/[^"]+)"/g)].map(([, file]) =>
    join(dirname(entry), file as string),
  );
  return [entry, ...imported];
}

describe('reactRouterProductionEntry (issue 33)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is the installed React Router production build, which leaves its development warnings out', () => {
    const entry = reactRouterProductionEntry(portalDir);
    expect(entry).toMatch(/node_modules\/react-router\/dist\/production\/index\.mjs$/);
    const code = buildFiles(entry)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });

  it('aliases the bare specifier only', () => {
    const [alias] = reactRouterProductionAlias(portalDir);
    expect(alias?.find.test('react-router')).toBe(true);
    expect(alias?.find.test('react-router/dom')).toBe(false);
  });

  it('refuses a React Router whose entry is no longer its development build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-'));
    made.push(dir);
    mkdirSync(join(dir, 'node_modules/react-router'), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules/react-router/package.json'),
      JSON.stringify({
        name: 'react-router',
        module: './dist/index.mjs',
        exports: { './package.json': './package.json' },
      }),
    );
    expect(() => reactRouterProductionEntry(dir)).toThrow(/not in dist\/development/);
  });
});
