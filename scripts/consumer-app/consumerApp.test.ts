/**
 * The packages as an integrator gets them (issue 32): `npm pack` of every published package,
 * installed into a new Vite + React + TypeScript app outside the workspace (under the system's
 * temporary folder, so nothing resolves from the workspace's node_modules), then:
 * - type-checked with a consumer's strict compiler, `skipLibCheck: false`, no ambient `*.css`
 *   module and no Vite client types (a plain TypeScript or Node project), over every entry;
 * - built with `vite build`;
 * - every entry imported in plain Node, without a DOM (a server, a test runner);
 * - one component of each React package rendered with `react-dom/server`;
 * - each tarball checked by "Are the types wrong?" (`attw`). publint runs in `npm run build`.
 * Needs the packages built: `npm test` builds them first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../config/workspace.mjs';
import { createApp, packPackages, publishedPackages, runTool, type ToolRun } from './consumerApp';

const packages = publishedPackages();
const modules = packages.flatMap((pkg) => pkg.modules);

/**
 * Entries that are not meant to be imported by a module, so not in Node either, with why. None
 * now: even the AudioWorklet module (`captureWorklet`) defines nothing outside a worklet scope.
 */
const notImportedInNode: Record<string, string> = {};
/** React packages without a component to server-render, with why. */
const notServerRendered: Record<string, string> = {
  '@dictation/widgets': 'custom elements, rendered by the browser into their shadow roots',
};

let tempDir = '';
let appDir = '';
const tarballs = new Map<string, string>();
let install: ToolRun = { code: 1, output: 'not installed' };
const attwRuns = new Map<string, Promise<ToolRun>>();

const attwManifest = createRequire(join(rootDir, 'package.json')).resolve(
  '@arethetypeswrong/cli/package.json',
);
const attwBin = join(dirname(attwManifest), 'dist/index.js');

/**
 * "Are the types wrong?" on a tarball. `--profile esm-only`: the packages are ESM only
 * (`"type": "module"`, `exports` with `import` alone), so the `node10` and `node16` from-CommonJS
 * resolutions, which cannot load them, are not checked; every rule still applies to the others.
 * Stylesheet entries are left out: attw resolves an entry as a TypeScript module, and a `.css`
 * file is one for a bundler, not for TypeScript.
 */
function attw(tarball: string, stylesheets: string[]): Promise<ToolRun> {
  const subpaths = stylesheets.map((specifier) => `./${specifier.split('/').slice(2).join('/')}`);
  const exclude = subpaths.length > 0 ? ['--exclude-entrypoints', ...subpaths] : [];
  const args = [attwBin, tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', ...exclude];
  return runTool(process.execPath, args, tempDir);
}

beforeAll(async () => {
  const unbuilt = packages.filter((pkg) => !existsSync(join(rootDir, 'packages', pkg.folder, 'dist')));
  if (unbuilt.length > 0)
    throw new Error(
      `${unbuilt.map((pkg) => pkg.name).join(', ')} not built (no dist): run npm run build first (npm test builds before it tests)`,
    );
  tempDir = mkdtempSync(join(tmpdir(), 'dictation-consumer-'));
  appDir = join(tempDir, 'app');
  for (const [name, tarball] of await packPackages(packages, join(tempDir, 'tarballs')))
    tarballs.set(name, tarball);
  // attw runs while npm installs (one mostly computes, the other mostly waits on its cache), one
  // tarball at a time: on two cores more at once only makes each slower.
  let previous: Promise<unknown> = Promise.resolve();
  for (const pkg of packages) {
    const run = previous.then(() => attw(tarballs.get(pkg.name) ?? '', pkg.stylesheets));
    attwRuns.set(pkg.name, run);
    previous = run;
  }
  install = await createApp(appDir, packages, tarballs);
}, 300_000);

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

/** Asserts a tool ran clean, showing its output when it did not. */
function expectClean(run: ToolRun, what: string) {
  expect(run.code, `${what} failed (exit ${run.code}):\n${run.output}`).toBe(0);
}

const appTool = (bin: string, args: string[]) =>
  runTool(process.execPath, [join(appDir, 'node_modules', bin), ...args], appDir);

it('npm installs every tarball into the app, with React from the app itself', () => {
  expectClean(install, 'npm install');
  // One React, the app's: a package with its own copy would break hooks in the host's tree.
  const appReact = createRequire(join(appDir, 'package.json')).resolve('react');
  for (const pkg of packages.filter((candidate) => candidate.isReact)) {
    const fromPackage = createRequire(join(appDir, 'node_modules', pkg.name, 'package.json'));
    expect(fromPackage.resolve('react'), `${pkg.name} resolves react`).toBe(appReact);
  }
});

it("every entry type-checks in the app's strict compiler with skipLibCheck off and no *.css declarations", async () => {
  expectClean(install, 'npm install');
  expectClean(await appTool('typescript/bin/tsc', ['-p', 'tsconfig.json']), 'tsc (errors name the package)');
}, 120_000);

it('the app builds with vite build, stylesheets included', async () => {
  expectClean(install, 'npm install');
  expectClean(await appTool('vite/bin/vite.js', ['build']), 'vite build');
}, 120_000);

describe('in plain Node, without a DOM', () => {
  const importedInNode = modules.filter((entry) => !(entry in notImportedInNode));
  let imported: Record<string, string | null> = {};
  beforeAll(async () => {
    expectClean(install, 'npm install');
    const run = await runTool(process.execPath, ['node/importEntries.mjs', ...importedInNode], appDir);
    expectClean(run, 'node node/importEntries.mjs');
    imported = JSON.parse(run.output);
  }, 120_000);

  it.each(importedInNode)('import("%s") does not throw', (entry) => {
    expect(imported, `${entry} was not imported`).toHaveProperty([entry]);
    expect(imported[entry], `import('${entry}') threw`).toBeNull();
  });

  it('every entry left out is still an entry (the list is not stale)', () => {
    for (const [entry, why] of Object.entries(notImportedInNode))
      expect(modules, `${entry}, left out as ${why}, is no longer an entry`).toContain(entry);
  });
});

describe('server rendering with react-dom/server', () => {
  const reactPackages = packages.filter((pkg) => pkg.isReact && !(pkg.name in notServerRendered));
  let rendered: Record<string, { html: string; problem: string | null }> = {};
  beforeAll(async () => {
    expectClean(install, 'npm install');
    const run = await runTool(process.execPath, ['node/renderComponents.mjs'], appDir);
    expectClean(run, 'node node/renderComponents.mjs');
    rendered = JSON.parse(run.output);
  }, 120_000);

  it.each(reactPackages.map((pkg) => pkg.name))('a component of %s renders to HTML', (name) => {
    const result = rendered[name];
    expect(
      result,
      `no render case for ${name}: add one to scripts/consumer-app/app/node/renderComponents.mjs`,
    ).toBeDefined();
    expect(result?.problem ?? null, `${name}: ${result?.problem}\nHTML: ${result?.html}`).toBeNull();
  });

  it('every React package left out is still one (the list is not stale)', () => {
    const names = packages.filter((pkg) => pkg.isReact).map((pkg) => pkg.name);
    for (const [name, why] of Object.entries(notServerRendered))
      expect(names, `${name}, left out as ${why}, is no longer a React package`).toContain(name);
  });
});

describe('Are the types wrong?', () => {
  it.each(packages.map((pkg) => pkg.name))(
    'attw finds no problem in the tarball of %s',
    async (name) => {
      const run = await attwRuns.get(name);
      expect(run, `${name} was not packed`).toBeDefined();
      if (run) expectClean(run, `attw of ${name}`);
    },
    120_000,
  );
});
