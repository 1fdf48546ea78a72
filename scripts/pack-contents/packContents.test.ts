/**
 * What npm would publish (issue 32): `npm pack --dry-run --json` of every package under packages/,
 * checked for what an integrator needs (package.json, README.md, LICENSE, the built `dist`, every
 * file the manifest points at) and for what must not ship: sources, tests, stories, fixtures and
 * source maps (the build writes none into `dist`: rollup.config.mjs, widgetBundles.mjs). Needs
 * the packages built: `npm test` builds them first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWorkspacePackages, rootDir } from '../../config/workspace.mjs';

type Manifest = {
  main?: string;
  module?: string;
  types?: string;
  typings?: string;
  exports?: unknown;
  files?: string[];
};

/** Files npm adds whatever `files` says; a user reads the README and LICENSE on the registry. */
const requiredFiles = ['package.json', 'README.md', 'LICENSE'];

const forbidden: { pattern: RegExp; what: string }[] = [
  { pattern: /(^|\/)src\//, what: 'source (src/)' },
  { pattern: /\.test\.[^/]*$/, what: 'a test (*.test.*, *.browser.test.*, *.node.test.*)' },
  { pattern: /\.stories\.[^/]*$/, what: 'a story (*.stories.*)' },
  { pattern: /(^|\/)(__)?fixtures?(__)?\/|\.fixtures?\.[^/]*$/, what: 'a fixture' },
  { pattern: /\.map$/, what: 'a source map' },
];

/** Every file path a manifest points at: main, module, types and each target of `exports`. */
function manifestTargets(manifest: Manifest): string[] {
  const targets: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([manifest.main, manifest.module, manifest.types, manifest.typings]);
  collect(manifest.exports);
  return targets;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A target as a test of tarball paths: `./dist/x.js` exactly, `./dist/*.js` by its pattern. */
function matcherFor(target: string): (path: string) => boolean {
  const path = target.replace(/^\.\//, '');
  if (!path.includes('*')) return (candidate) => candidate === path;
  const pattern = new RegExp(`^${path.split('*').map(escapeRegExp).join('.+')}$`);
  return (candidate) => pattern.test(candidate);
}

/** Whether `path` is what an entry of `files` names: the file itself or a file in that folder. */
function isNamedBy(entry: string, path: string): boolean {
  const name = entry.replace(/^\.\//, '').replace(/\/$/, '');
  return matcherFor(name)(path) || path.startsWith(`${name}/`);
}

/** What is wrong with a tarball of `paths` for this manifest, one line per problem. */
function tarballProblems(manifest: Manifest, paths: string[]): string[] {
  const problems: string[] = [];
  const files = manifest.files ?? [];
  for (const file of requiredFiles) if (!paths.includes(file)) problems.push(`missing ${file}`);
  if (!paths.some((path) => path.startsWith('dist/'))) problems.push('no dist/ files');
  for (const path of paths) {
    if (!requiredFiles.includes(path) && !files.some((entry) => isNamedBy(entry, path)))
      problems.push(`${path}: not named by package.json "files"`);
    for (const { pattern, what } of forbidden) if (pattern.test(path)) problems.push(`${path}: ${what}`);
  }
  for (const entry of files)
    if (!paths.some((path) => isNamedBy(entry, path)))
      problems.push(`${entry}: in package.json "files" but not in the tarball`);
  for (const target of manifestTargets(manifest))
    if (!paths.some(matcherFor(target))) problems.push(`${target}: in package.json but not in the tarball`);
  return problems;
}

const packages = readWorkspacePackages();
const packedPaths = new Map<string, string[]>();

beforeAll(() => {
  const unbuilt = packages.filter((pkg) => !existsSync(join(pkg.dir, 'dist')));
  if (unbuilt.length > 0)
    throw new Error(
      `${unbuilt.map((pkg) => pkg.manifest.name).join(', ')} not built (no dist): run npm run build first (npm test builds before it tests)`,
    );
  // One npm process for every package; --ignore-scripts: a dry run must not build or run hooks.
  const workspaces = packages.flatMap((pkg) => ['--workspace', `packages/${pkg.folder}`]);
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...workspaces], {
    cwd: rootDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const pack of JSON.parse(output) as { name: string; files: { path: string }[] }[])
    packedPaths.set(
      pack.name,
      pack.files.map((file) => file.path),
    );
}, 60_000);

describe('npm pack of each package', () => {
  it.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s ships its manifest, README, LICENSE and dist, every file package.json names, and no source, test, story, fixture or map',
    (name, pkg) => {
      const paths = packedPaths.get(name);
      expect(paths, `npm pack listed no files for ${name}`).toBeDefined();
      expect(tarballProblems(pkg.manifest as Manifest, paths ?? [])).toEqual([]);
    },
  );
});

it('the check names each kind of file that must not ship, and what the manifest names but the tarball lacks', () => {
  const manifest: Manifest = {
    files: ['dist', 'CHANGELOG.md'],
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './widget': './dist/widget.js',
      './icons/*': './dist/icons/*.js',
      './package.json': './package.json',
    },
  };
  const paths = [
    'package.json',
    'README.md',
    'dist/index.d.ts',
    'dist/index.js',
    'dist/index.js.map',
    'dist/Button/Button.stories.js',
    'dist/Button/Button.browser.test.js',
    'dist/fixtures/letter.html',
    'dist/probeFiles.fixture.js',
    'src/index.ts',
  ];
  expect(tarballProblems(manifest, paths)).toEqual([
    'missing LICENSE',
    'dist/index.js.map: a source map',
    'dist/Button/Button.stories.js: a story (*.stories.*)',
    'dist/Button/Button.browser.test.js: a test (*.test.*, *.browser.test.*, *.node.test.*)',
    'dist/fixtures/letter.html: a fixture',
    'dist/probeFiles.fixture.js: a fixture',
    'src/index.ts: not named by package.json "files"',
    'src/index.ts: source (src/)',
    'CHANGELOG.md: in package.json "files" but not in the tarball',
    './dist/widget.js: in package.json but not in the tarball',
    './dist/icons/*.js: in package.json but not in the tarball',
  ]);
  expect(
    tarballProblems(manifest, [
      ...paths.slice(0, 4),
      'LICENSE',
      'CHANGELOG.md',
      'dist/widget.js',
      'dist/icons/a.js',
    ]),
  ).toEqual([]);
});
