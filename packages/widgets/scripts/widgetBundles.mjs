/**
 * The widgets' script bundles, for pages without a bundler, each as an ES module (`.js`) and a
 * classic script (`.iife.js`), React and every dependency included, the kit's CSS inlined as a
 * string that the elements adopt into their shadow roots:
 * - `dist/bundle/dictation-widgets.*`: the four elements (`window.DictationWidgets`);
 * - `dist/bundle/dictation-recorder.*`: `<dictation-recorder>` alone (`window.DictationRecorder`).
 *
 * rollup has no CommonJS or node_modules resolution here (React ships CommonJS), so esbuild
 * bundles the entry from the packages' built `dist` (their class names match their
 * `dist/styles.css`) into one module, and rollup writes it in both formats. It therefore runs
 * after the packages' own builds (rollup.config.mjs puts it last).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build } from 'esbuild';

const kitStylesModule = 'dictation:kit-styles';

/** @typedef {import('../../../config/workspace.mjs').WorkspacePackage} WorkspacePackage */

/**
 * Each bundle: its entry in `src/bundles`, its file name, the classic script's global, and the
 * packages whose components it renders (their CSS and their dependencies' are inlined, then the
 * widgets' own rules). Every element may show `@dictation/auth`'s inactivity warning (issue 31).
 */
const bundles = [
  {
    entry: 'widgets',
    file: 'dictation-widgets',
    global: 'DictationWidgets',
    renders: ['@dictation/widgets'],
  },
  {
    entry: 'recorder',
    file: 'dictation-recorder',
    global: 'DictationRecorder',
    renders: ['@dictation/new-letter', '@dictation/auth'],
  },
];

/**
 * The `styles.css` of `roots` and of every workspace package they depend on, dependencies first
 * so the kit's `dictation` layer and theme come before the components that use them; `last` (the
 * widgets package) at the end unless already in.
 * @param {WorkspacePackage[]} roots
 * @param {WorkspacePackage} last
 * @param {WorkspacePackage[]} all
 */
function kitStylesFor(roots, last, all) {
  /** @type {typeof all} */
  const ordered = [];
  const visit = (/** @type {WorkspacePackage} */ current) => {
    if (ordered.includes(current)) return;
    for (const name of Object.keys(current.manifest.dependencies ?? {})) {
      const dependency = all.find((candidate) => candidate.manifest.name === name);
      if (dependency) visit(dependency);
    }
    ordered.push(current);
  };
  roots.forEach(visit);
  if (!ordered.includes(last)) ordered.push(last);
  return ordered
    .filter((current) => current.manifest.exports['./styles.css'])
    .map((current) => readFileSync(join(current.dir, 'dist/styles.css'), 'utf8'))
    .join('\n');
}

/**
 * @param {string} entry the bundle's entry file
 * @param {() => string} kitStyles the kit's CSS it inlines, read when the bundle is built (the
 *   packages' `dist/styles.css` do not exist yet when rollup reads its configuration)
 * @returns {import('rollup').Plugin}
 */
function esbuildBundle(entry, kitStyles) {
  return {
    name: 'dictation-widget-bundle',
    async load(id) {
      if (id !== entry) return null;
      const css = kitStyles();
      const result = await build({
        entryPoints: [id],
        bundle: true,
        write: false,
        // Passed on to rollup, which keeps it for a build that asks for maps: `npm run size --
        // --parts` weighs each script by library with it (dist itself ships no maps).
        sourcemap: 'external',
        sourcesContent: false,
        outfile: join(dirname(id), 'bundle.js'),
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        define: { 'process.env.NODE_ENV': '"production"' },
        // The repository's tsconfig maps `@dictation/*` to sources; bundle the built packages.
        tsconfigRaw: '{}',
        logLevel: 'silent',
        plugins: [
          // As in the portal: the kit speaks English only, so React Aria's strings of its other
          // 30-odd locales are left out (dates and numbers still follow the browser through Intl).
          optimizeLocales.esbuild({ locales: ['en-US'] }),
          {
            // unplugin's esbuild adapter puts the left-out locales in the plugin's namespace and
            // gives it no loader: load the plugin's empty module from disk.
            name: 'locales-plugin-loader',
            setup(pluginBuild) {
              pluginBuild.onLoad({ filter: /.*/, namespace: 'locales-plugin' }, ({ path }) => ({
                contents: readFileSync(path, 'utf8'),
                loader: 'js',
              }));
            },
          },
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
      const output = (/** @type {string} */ extension) =>
        result.outputFiles.find((file) => file.path.endsWith(extension))?.text;
      return { code: output('.js') ?? '', map: output('.js.map') ?? null };
    },
  };
}

/**
 * @param {WorkspacePackage[]} all every workspace package
 * @returns {import('rollup').RollupOptions[]}
 */
export function widgetBundleConfigs(all) {
  const widgets = all.find((candidate) => candidate.folder === 'widgets');
  if (!widgets) return [];
  const outputDir = join(widgets.dir, 'dist/bundle');
  return bundles.map(({ entry, file, global, renders }) => {
    const rendered = renders.map((name) => {
      const found = all.find((candidate) => candidate.manifest.name === name);
      if (!found) throw new Error(`widget bundle ${file}: no workspace package ${name}`);
      return found;
    });
    const input = join(widgets.dir, `src/bundles/${entry}.ts`);
    return {
      input,
      plugins: [esbuildBundle(input, () => kitStylesFor(rendered, widgets, all))],
      onwarn(warning) {
        throw new Error(`rollup warning (${warning.code}): ${warning.message}`);
      },
      output: [
        { file: join(outputDir, `${file}.js`), format: 'es' },
        { file: join(outputDir, `${file}.iife.js`), format: 'iife', name: global },
      ],
    };
  });
}
