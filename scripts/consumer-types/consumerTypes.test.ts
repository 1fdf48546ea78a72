/**
 * The packages' published types as a consumer's compiler meets them (issue 32): every entry of
 * every package imported from its built `dist` (through `exports`, as an app installing them
 * would), checked with `skipLibCheck: false`, strict, no ambient `*.css` module and no types the
 * app did not ask for (a plain TypeScript or Node project; Vite's client types would hide a
 * missing `.css` declaration). Needs the packages built: `npm test` builds them first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readWorkspacePackages, rootDir } from '../../config/workspace.mjs';

// Inside the repository, so the packages and their dependencies resolve from its node_modules.
const consumerDir = join(rootDir, 'node_modules/.cache', `consumer-types-${process.pid}`);
afterAll(() => rmSync(consumerDir, { recursive: true, force: true }));

/** Every `@dictation/x` and `@dictation/x/sub` a consumer may import (not the CSS files). */
function publicEntries(): string[] {
  return readWorkspacePackages().flatMap((pkg) => {
    if (!existsSync(join(pkg.dir, 'dist/index.d.ts')))
      throw new Error(`${pkg.manifest.name} is not built: run npm run build first`);
    return Object.keys(pkg.entries).map((key) =>
      key === '.' ? pkg.manifest.name : `${pkg.manifest.name}/${key.slice(2)}`,
    );
  });
}

function typeCheck(source: string): string {
  mkdirSync(consumerDir, { recursive: true });
  writeFileSync(join(consumerDir, 'consumer.ts'), source);
  writeFileSync(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', consumerDir], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

it("every package entry type-checks in a consumer's strict compiler with skipLibCheck off", () => {
  const entries = publicEntries();
  expect(entries).toContain('@dictation/recorder');
  const source = entries
    .map(
      (entry, index) =>
        `import * as entry${index} from '${entry}';\nexport const use${index} = entry${index};\n`,
    )
    .join('');
  expect(typeCheck(source)).toBe('');
}, 120_000);

it('the check fails on a type error in what a package declares', () => {
  // The same compiler setup, given a wrong use of a declared type: the check is not vacuous.
  const errors = typeCheck("import { createApiClient } from '@dictation/core';\ncreateApiClient(42);\n");
  expect(errors).toMatch(/error TS/);
}, 120_000);
