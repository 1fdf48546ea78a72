/**
 * The house-rules check (scripts/house-rules.mjs, issue 21): each rule fires on a violation
 * planted in a fixture repository (fixtures/<rule>: mini package.json files, sources and a built
 * output kept as `built`, copied as `dist`), a fixture keeping every rule passes, and so does this repository's source (its `dist`
 * is checked by `npm test` right after the build, when it is fresh).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHouseRules, formatViolation } from '../house-rules.mjs';

const copies = mkdtempSync(join(tmpdir(), 'house-rules-'));
afterAll(() => rmSync(copies, { recursive: true, force: true }));

/**
 * A copy of fixtures/<name> with each package's `built` folder named `dist`: the hand-written
 * built output is kept under another name, so the repository holds no `dist` folder.
 */
function fixture(name: string): string {
  const root = join(copies, name);
  cpSync(join(import.meta.dirname, 'fixtures', name), root, { recursive: true });
  const packages = join(root, 'packages');
  for (const name of readdirSync(packages)) {
    const built = join(packages, name, 'built');
    if (existsSync(built)) renameSync(built, join(packages, name, 'dist'));
  }
  return root;
}
const linesFor = (root: string, options?: { dist?: boolean }) =>
  checkHouseRules(root, options).violations.map(formatViolation);

describe('house rules', () => {
  it('passes a repository that keeps them: dependencies, peers, exported subpaths, tests on the root toolchain, story helpers on devDependencies', () => {
    expect(linesFor(fixture('clean'))).toEqual([]);
  });

  it('undeclared-dependency: a package not in the manifest, types included; a devDependency or the root toolchain in code that ships; in dist, anything but dependencies and peers', () => {
    expect(linesFor(fixture('undeclared'))).toEqual([
      'packages/core/src/index.ts: undeclared-dependency: left-pad (not declared in packages/core/package.json)',
      'packages/core/src/index.ts: undeclared-dependency: dayjs (not declared in packages/core/package.json)',
      'packages/core/src/shipped.ts: undeclared-dependency: fast-check (only in the devDependencies of packages/core/package.json, in code that ships)',
      "packages/core/src/shipped.ts: undeclared-dependency: vitest (not declared in packages/core/package.json; the root's devDependencies serve only tests and tooling)",
      'packages/core/dist/index.d.ts: undeclared-dependency: vitest (not in dependencies or peerDependencies)',
      'packages/core/dist/index.js: undeclared-dependency: fast-check (not in dependencies or peerDependencies)',
      'apps/portal/src/main.ts: undeclared-dependency: @fixture/core (not declared in apps/portal/package.json)',
    ]);
  });

  it("deep-import: into another package's src by name or by path, or a subpath it does not export, in source and dist; outside-package: a path out of the package", () => {
    expect(linesFor(fixture('deep-import'))).toEqual([
      'packages/feature/src/index.ts: deep-import: @fixture/core/src/rules (into src that @fixture/core does not export)',
      'packages/feature/src/index.ts: deep-import: ../../core/src/rules (path into packages/core; import @fixture/core by name)',
      'packages/feature/src/index.ts: deep-import: @fixture/core/internal (into a path that @fixture/core does not export)',
      'packages/feature/src/index.ts: outside-package: ../../../config/shared (leaves packages/feature)',
      'packages/feature/dist/index.js: deep-import: ../../core/src/rules.js (path into packages/core; import @fixture/core by name)',
      'packages/feature/dist/index.js: deep-import: @fixture/core/dist/rules.js (into a path that @fixture/core does not export)',
    ]);
  });

  it('app-import: a package (even its test) importing an app by path or by name', () => {
    expect(linesFor(fixture('app-import'))).toEqual([
      'packages/recorder/src/engine.test.ts: app-import: ../../../apps/helper-sim/src/testing/control (path into apps/helper-sim)',
      'packages/recorder/src/engine.test.ts: app-import: @fixture/helper-sim',
    ]);
  });

  it('cycle: packages importing each other round a loop, in source (a test counts), in dist and in the manifests', () => {
    expect(linesFor(fixture('cycle'))).toEqual([
      'packages/ui/src/button.test.ts: cycle: @fixture/core (source: @fixture/core -> @fixture/ui -> @fixture/core)',
      'packages/ui/dist/index.js: cycle: @fixture/core (dist: @fixture/core -> @fixture/ui -> @fixture/core)',
      'packages/ui/package.json: cycle: dependencies: @fixture/core (package.json: @fixture/core -> @fixture/ui -> @fixture/core)',
    ]);
  });

  it("this repository's source keeps them", () => {
    const result = checkHouseRules(join(import.meta.dirname, '../..'), { dist: false });
    expect(result.violations.map(formatViolation)).toEqual([]);
    // The check read the real tree, not an empty folder.
    expect(result.files).toBeGreaterThan(500);
  });
});
