/**
 * Library builds: one rollup build per package in packages/, ESM with preserveModules, a .d.ts
 * per export, and the package's vanilla-extract styles extracted to dist/styles.css.
 * Dependencies and peer dependencies stay external; any warning fails the build.
 */
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { readWorkspacePackages, rootDir } from './config/workspace.mjs';
import { widgetBundleConfigs } from './packages/widgets/scripts/widgetBundles.mjs';

/**
 * Dependencies first: a package's `.css.ts` files are compiled against the built
 * `@dictation/ui/theme` of the packages it depends on.
 * @param {import('./config/workspace.mjs').WorkspacePackage[]} all
 */
function inDependencyOrder(all) {
  /** @type {typeof all} */
  const ordered = [];
  const visit = (/** @type {(typeof all)[number]} */ pkg) => {
    if (ordered.includes(pkg)) return;
    for (const name of Object.keys(pkg.manifest.dependencies ?? {})) {
      const dependency = all.find((candidate) => candidate.manifest.name === name);
      if (dependency) visit(dependency);
    }
    ordered.push(pkg);
  };
  all.forEach(visit);
  return ordered;
}

const only = process.env.PACKAGES?.split(',');
const packages = inDependencyOrder(readWorkspacePackages()).filter(
  (pkg) => !only || only.includes(pkg.folder),
);

/** @param {import('./config/workspace.mjs').WorkspacePackage} pkg */
function isExternalFor(pkg) {
  const names = [
    ...Object.keys(pkg.manifest.dependencies ?? {}),
    ...Object.keys(pkg.manifest.peerDependencies ?? {}),
  ];
  return (/** @type {string} */ id) =>
    id.startsWith('node:') ||
    builtinModules.includes(id) ||
    names.some((name) => id === name || id.startsWith(`${name}/`));
}

/** @type {import('rollup').WarningHandlerWithDefault} */
function failOnWarning(warning) {
  throw new Error(`rollup warning (${warning.code}): ${warning.message}`);
}

/**
 * Empties the package's `dist` as its build starts: rollup only adds files, so a module that was
 * renamed or removed would stay in `dist` and ship in the tarball. Its dependencies are built
 * before it, its dependents after.
 * @param {string} dist
 * @returns {import('rollup').Plugin}
 */
const emptyDist = (dist) => ({
  name: 'empty-dist',
  buildStart() {
    rmSync(dist, { recursive: true, force: true });
  },
});

const packageBuilds = packages.flatMap((pkg) => {
  const input = Object.fromEntries(
    Object.values(pkg.entries).map((source) => [
      relative(join(pkg.dir, 'src'), source).replace(/\.tsx?$/, ''),
      source,
    ]),
  );
  const external = isExternalFor(pkg);
  const hasStyles = Boolean(pkg.manifest.exports['./styles.css']);
  return [
    {
      input,
      external,
      // The libraries the packages import (React Aria, DOMPurify, diff-match-patch, ...) are
      // imported for what they export, never run for an effect: without this rollup keeps a bare
      // `import 'dompurify';` in every module on the way to one that uses it, which a host's
      // bundler must then evaluate. A host taking one function of letter-view got DOMPurify and
      // diff-match-patch too (the recorder's script: +12.8 KB gzip for one journal deleter).
      treeshake: { moduleSideEffects: 'no-external' },
      onwarn: failOnWarning,
      plugins: [
        emptyDist(join(pkg.dir, 'dist')),
        esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(rootDir, 'tsconfig.json') }),
        ...(hasStyles ? [vanillaExtractPlugin({ extract: { name: 'styles.css', sourcemap: false } })] : []),
      ],
      output: {
        dir: join(pkg.dir, 'dist'),
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: join(pkg.dir, 'src'),
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
    {
      input,
      // A vanilla-extract module (`./x.css`, the file `x.css.ts`) is typed like any other and its
      // types go into the declaration: a consumer's compiler has no `*.css` declaration to find.
      external: (id) => external(id) || id.startsWith('@dictation/'),
      onwarn: failOnWarning,
      plugins: [
        dts({ tsconfig: join(rootDir, 'tsconfig.json'), compilerOptions: { noEmit: false, paths: {} } }),
      ],
      output: { dir: join(pkg.dir, 'dist'), format: 'es', entryFileNames: '[name].d.ts' },
    },
  ];
});

// Last: the widgets' script bundles take the packages' dist built above.
export default [
  ...packageBuilds,
  ...(packages.some((pkg) => pkg.folder === 'widgets') ? widgetBundleConfigs(readWorkspacePackages()) : []),
];
