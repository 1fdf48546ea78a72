/**
 * The parts of the consumer test (consumerApp.test.ts): which packages and entries an integrator
 * gets, their tarballs, and a Vite + React + TypeScript app outside the workspace that installs
 * them as npm would from the registry.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWorkspacePackages, rootDir } from '../../config/workspace.mjs';

export type PublishedPackage = {
  name: string;
  folder: string;
  /** Every `exports` subpath a consumer may import as a module, as a specifier (`@dictation/x/sub`). */
  modules: string[];
  /** The `exports` subpaths that are stylesheets, for a bundler, never for Node or tsc. */
  stylesheets: string[];
  /** Whether it needs React from its host (a `react-dom` peer dependency). */
  isReact: boolean;
};

type ExportTarget = string | { import?: string; default?: string };

/** Every package under packages/ that is published (not `private`), with its public entries. */
export function publishedPackages(): PublishedPackage[] {
  return readWorkspacePackages()
    .filter((pkg) => !(pkg.manifest as { private?: boolean }).private)
    .map((pkg) => {
      const specifiers = Object.entries(pkg.manifest.exports as Record<string, ExportTarget>).map(
        ([subpath, target]) => ({
          specifier: subpath === '.' ? pkg.manifest.name : `${pkg.manifest.name}/${subpath.slice(2)}`,
          file: typeof target === 'string' ? target : (target.import ?? target.default ?? ''),
        }),
      );
      const ending = (extension: string) =>
        specifiers.filter(({ file }) => file.endsWith(extension)).map(({ specifier }) => specifier);
      return {
        name: pkg.manifest.name,
        folder: pkg.folder,
        modules: ending('.js'),
        stylesheets: ending('.css'),
        isReact: Boolean(pkg.manifest.peerDependencies?.['react-dom']),
      };
    });
}

export type ToolRun = { code: number; output: string };

/**
 * Runs a tool to its end, its stdout and stderr kept together as a user would see them. Without
 * npm's `npm_*` variables: under `npm test` they point npm at the workspace, not at the app.
 */
export function runTool(command: string, args: string[], cwd: string): Promise<ToolRun> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `npm pack` of the packages into `destination`: package name -> tarball path. */
export async function packPackages(
  packages: PublishedPackage[],
  destination: string,
): Promise<Map<string, string>> {
  mkdirSync(destination, { recursive: true });
  // One npm for all; --ignore-scripts: packing must not build, the build came first.
  const workspaces = packages.flatMap((pkg) => ['--workspace', `packages/${pkg.folder}`]);
  const args = ['pack', '--json', '--ignore-scripts', '--pack-destination', destination, ...workspaces];
  const { code, output } = await runTool('npm', args, rootDir);
  if (code !== 0) throw new Error(`npm pack failed:\n${output}`);
  const packed = JSON.parse(output.slice(output.indexOf('['))) as { name: string; filename: string }[];
  return new Map(packed.map((pack) => [pack.name, join(destination, pack.filename)]));
}

/** What the app installs besides the tarballs: the toolchain of a new Vite + React project. */
const appDependencies = ['react', 'react-dom'];
const appDevDependencies = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

/** The exact version the workspace has installed, so the app's install downloads nothing new. */
function workspaceVersion(name: string): string {
  const manifest = join(rootDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const versionsOf = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, workspaceVersion(name)]));

/**
 * Writes the app into `appDir` (the template in `app/`, plus its package.json and `src/entries.ts`
 * and `src/styles.js` for these packages) and installs it with npm. Returns npm's run.
 */
export function createApp(
  appDir: string,
  packages: PublishedPackage[],
  tarballs: Map<string, string>,
): Promise<ToolRun> {
  cpSync(join(import.meta.dirname, 'app'), appDir, { recursive: true });
  const tarballDependencies = Object.fromEntries(
    packages.map((pkg) => [pkg.name, `file:${tarballs.get(pkg.name)}`]),
  );
  const manifest = {
    name: 'dictation-consumer-app',
    private: true,
    type: 'module',
    dependencies: { ...tarballDependencies, ...versionsOf(appDependencies) },
    devDependencies: versionsOf(appDevDependencies),
  };
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const modules = packages.flatMap((pkg) => pkg.modules);
  writeFileSync(
    join(appDir, 'src/entries.ts'),
    [
      ...modules.map((specifier, index) => `import * as entry${index} from '${specifier}';`),
      `export const entries = {${modules.map((specifier, index) => `'${specifier}': entry${index}`).join(', ')}};`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(appDir, 'src/styles.js'),
    packages.flatMap((pkg) => pkg.stylesheets.map((specifier) => `import '${specifier}';\n`)).join(''),
  );
  // Scripts off: the packages have none to run, and a dependency's must not run in a test.
  return runTool(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    appDir,
  );
}
