/**
 * The widgets' script bundles, for pages without a bundler: `dist/bundle/dictation-widgets.js`
 * (ES module) and `dist/bundle/dictation-widgets.iife.js` (classic script, `window.DictationWidgets`),
 * React and every dependency included, the kit's CSS inlined as a string that the elements adopt
 * into their shadow roots.
 *
 * rollup has no CommonJS or node_modules resolution here (React ships CommonJS), so esbuild
 * bundles the entry from the packages' built `dist` (their class names match their
 * `dist/styles.css`) into one module, and rollup writes it in both formats. It therefore runs
 * after the packages' own builds (rollup.config.mjs puts it last).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const kitStylesModule = 'dictation:kit-styles';

/**
 * The `styles.css` of `pkg` and of every workspace package it depends on, dependencies first so
 * the kit's `dictation` layer and theme come before the components that use them.
 * @param {import('../../../config/workspace.mjs').WorkspacePackage} pkg
 * @param {import('../../../config/workspace.mjs').WorkspacePackage[]} all
 */
function kitStylesFor(pkg, all) {
  /** @type {typeof all} */
  const ordered = [];
  const visit = (/** @type {(typeof all)[number]} */ current) => {
    if (ordered.includes(current)) return;
    for (const name of Object.keys(current.manifest.dependencies ?? {})) {
      const dependency = all.find((candidate) => candidate.manifest.name === name);
      if (dependency) visit(dependency);
    }
    ordered.push(current);
  };
  visit(pkg);
  return ordered
    .filter((current) => current.manifest.exports['./styles.css'])
    .map((current) => readFileSync(join(current.dir, 'dist/styles.css'), 'utf8'))
    .join('\n');
}

/**
 * @param {import('../../../config/workspace.mjs').WorkspacePackage} pkg
 * @param {import('../../../config/workspace.mjs').WorkspacePackage[]} all
 * @returns {import('rollup').Plugin}
 */
function esbuildBundle(pkg, all) {
  return {
    name: 'dictation-widget-bundle',
    async load(id) {
      if (id !== join(pkg.dir, 'src/bundle.ts')) return null;
      const css = kitStylesFor(pkg, all);
      const result = await build({
        entryPoints: [id],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        define: { 'process.env.NODE_ENV': '"production"' },
        // The repository's tsconfig maps `@dictation/*` to sources; bundle the built packages.
        tsconfigRaw: '{}',
        logLevel: 'silent',
        plugins: [
          {
            name: 'kit-styles',
            setup(pluginBuild) {
              pluginBuild.onResolve({ filter: /^dictation:kit-styles$/ }, () => ({
                path: kitStylesModule,
                namespace: 'kit-styles',
              }));
              pluginBuild.onLoad({ filter: /.*/, namespace: 'kit-styles' }, () => ({
                contents: `export default ${JSON.stringify(css)};`,
                loader: 'js',
              }));
            },
          },
        ],
      });
      return result.outputFiles[0]?.text ?? '';
    },
  };
}

/**
 * @param {import('../../../config/workspace.mjs').WorkspacePackage[]} all every workspace package
 * @returns {import('rollup').RollupOptions[]}
 */
export function widgetBundleConfigs(all) {
  const pkg = all.find((candidate) => candidate.folder === 'widgets');
  if (!pkg) return [];
  const outputDir = join(pkg.dir, 'dist/bundle');
  return [
    {
      input: join(pkg.dir, 'src/bundle.ts'),
      plugins: [esbuildBundle(pkg, all)],
      onwarn(warning) {
        throw new Error(`rollup warning (${warning.code}): ${warning.message}`);
      },
      output: [
        { file: join(outputDir, 'dictation-widgets.js'), format: 'es' },
        { file: join(outputDir, 'dictation-widgets.iife.js'), format: 'iife', name: 'DictationWidgets' },
      ],
    },
  ];
}
